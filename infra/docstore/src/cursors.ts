/**
 * Open cursors: the remaining documents of a find or aggregate, paged out by getMore. Cursors idle
 * longer than the timeout are closed, like MongoDB's cursorTimeoutMillis (10 minutes by default).
 */
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Doc } from './query/bson-types.js';
import type { Projector } from './query/projection.js';

export interface OpenCursor {
  readonly id: bigint;
  readonly ns: string;
  readonly docs: Doc[];
  pos: number;
  readonly project: Projector | undefined;
  readonly noTimeout: boolean;
  lastUsed: number;
}

export class CursorManager {
  private readonly cursors = new Map<bigint, OpenCursor>();
  private readonly timeoutMs: number;
  private readonly timer: NodeJS.Timeout;
  private readonly logger: Logger;

  constructor(timeoutMs: number, logger: Logger) {
    this.timeoutMs = timeoutMs;
    this.logger = logger;
    this.timer = setInterval(() => this.sweep(), Math.max(50, Math.min(60_000, Math.floor(timeoutMs / 2))));
    this.timer.unref();
  }

  private newId(): bigint {
    for (;;) {
      const id = randomBytes(8).readBigInt64LE(0) & 0x7fffffffffffffffn;
      if (id !== 0n && !this.cursors.has(id)) return id;
    }
  }

  open(ns: string, docs: Doc[], pos: number, project: Projector | undefined, noTimeout = false): OpenCursor {
    const cursor: OpenCursor = { id: this.newId(), ns, docs, pos, project, noTimeout, lastUsed: Date.now() };
    this.cursors.set(cursor.id, cursor);
    return cursor;
  }

  get(id: bigint): OpenCursor | undefined {
    const c = this.cursors.get(id);
    if (c) c.lastUsed = Date.now();
    return c;
  }

  kill(id: bigint): boolean {
    return this.cursors.delete(id);
  }

  get size(): number {
    return this.cursors.size;
  }

  sweep(now = Date.now()): number {
    let expired = 0;
    for (const [id, c] of this.cursors) {
      if (!c.noTimeout && now - c.lastUsed > this.timeoutMs) {
        this.cursors.delete(id);
        expired += 1;
      }
    }
    if (expired > 0) this.logger.debug({ expired }, 'docstore: closed idle cursors');
    return expired;
  }

  close(): void {
    clearInterval(this.timer);
    this.cursors.clear();
  }
}
