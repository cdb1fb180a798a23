/**
 * The append-only write-ahead log. Records appended during one tick are written together (group
 * commit) to a file opened with O_DSYNC, so one call both writes and syncs them; `sync()` resolves
 * once everything appended before the call is on disk.
 * The log is a sequence of files `wal-<gen>.log`; `rotate()` starts a new file so that the older ones
 * can be deleted once a snapshot covers them.
 */
import { constants } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { frameRecord } from './records.js';
import { fsyncDir } from './fs-util.js';

export const WAL_MAGIC = Buffer.from('DSWAL001', 'latin1');

function walFileName(gen: number): string {
  return `wal-${String(gen).padStart(8, '0')}.log`;
}

export async function listWalFiles(dir: string): Promise<{ gen: number; file: string }[]> {
  const names = await readdir(dir);
  const out: { gen: number; file: string }[] = [];
  for (const name of names) {
    const m = /^wal-(\d+)\.log$/.exec(name);
    if (m) out.push({ gen: Number(m[1]), file: path.join(dir, name) });
  }
  return out.sort((a, b) => a.gen - b.gen);
}

/**
 * Where the platform has O_DSYNC (Linux, macOS), each write returns once its data is on disk, as a write
 * and an fdatasync would, in one call; elsewhere (Windows) every write is followed by an fdatasync.
 */
const WRITES_SYNC = typeof (constants.O_DSYNC as number | undefined) === 'number';
const WAL_OPEN_FLAGS =
  constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | (WRITES_SYNC ? constants.O_DSYNC : 0);

class Segment {
  readonly gen: number;
  readonly file: string;
  pending: Buffer[] = [];
  bytes = WAL_MAGIC.length;
  fh: FileHandle | undefined;
  ready: Promise<void>;
  closing = false;
  closed: Promise<void>;
  private resolveClosed: () => void = () => undefined;

  constructor(dir: string, gen: number) {
    this.gen = gen;
    this.file = path.join(dir, walFileName(gen));
    this.ready = this.create(dir);
    this.closed = new Promise((resolve) => {
      this.resolveClosed = resolve;
    });
    // Errors surface through the flush loop; avoid unhandled rejections here.
    this.ready.catch(() => undefined);
  }

  private async create(dir: string): Promise<void> {
    const fh = await open(this.file, WAL_OPEN_FLAGS);
    await fh.write(WAL_MAGIC, 0, WAL_MAGIC.length, null);
    if (!WRITES_SYNC) await fh.datasync();
    await fsyncDir(dir);
    this.fh = fh;
  }

  async writeAll(buffers: Buffer[]): Promise<void> {
    await this.ready;
    const fh = this.fh as FileHandle;
    const data = buffers.length === 1 ? (buffers[0] as Buffer) : Buffer.concat(buffers);
    let written = 0;
    while (written < data.length) {
      const { bytesWritten } = await fh.write(data, written, data.length - written, null);
      written += bytesWritten;
    }
    if (!WRITES_SYNC) await fh.datasync();
  }

  async close(): Promise<void> {
    await this.ready.catch(() => undefined);
    await this.fh?.close();
    this.fh = undefined;
    this.resolveClosed();
  }
}

interface Waiter {
  seq: number;
  resolve: () => void;
  reject: (err: Error) => void;
}

export class WriteAheadLog {
  private readonly dir: string;
  private segments: Segment[];
  private appendedSeq = 0;
  private durableSeq = 0;
  private waiters: Waiter[] = [];
  private flushing = false;
  private scheduled = false;
  private idle: Promise<void> = Promise.resolve();
  private markIdle: () => void = () => undefined;
  failed: Error | undefined;

  private constructor(dir: string, gen: number) {
    this.dir = dir;
    this.segments = [new Segment(dir, gen)];
  }

  /** Creates `wal-<gen>.log` (header written and synced) and returns the log. */
  static async create(dir: string, gen: number): Promise<WriteAheadLog> {
    const wal = new WriteAheadLog(dir, gen);
    await wal.current.ready;
    return wal;
  }

  private get current(): Segment {
    return this.segments[this.segments.length - 1] as Segment;
  }

  get gen(): number {
    return this.current.gen;
  }

  /** Size of the current log file, including records not yet flushed. */
  get bytes(): number {
    return this.current.bytes;
  }

  append(payload: Uint8Array): void {
    const record = frameRecord(payload);
    const seg = this.current;
    seg.pending.push(record);
    seg.bytes += record.length;
    this.appendedSeq += 1;
    this.schedule();
  }

  /** Resolves when every record appended so far is durable; rejects if the log failed. */
  sync(): Promise<void> {
    if (this.failed) return Promise.reject(this.failed);
    const seq = this.appendedSeq;
    if (this.durableSeq >= seq) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiters.push({ seq, resolve, reject });
      this.schedule();
    });
  }

  /** Starts a new log file; later appends go there. Resolves `closed` when the old file is flushed and closed. */
  rotate(): { oldGen: number; closed: Promise<void> } {
    const old = this.current;
    old.closing = true;
    this.segments.push(new Segment(this.dir, old.gen + 1));
    this.schedule(true);
    return { oldGen: old.gen, closed: old.closed };
  }

  private schedule(force = false): void {
    if (this.scheduled || this.flushing) return;
    if (!force && this.appendedSeq === this.durableSeq) return;
    this.scheduled = true;
    this.idle = new Promise((resolve) => {
      this.markIdle = resolve;
    });
    setImmediate(() => {
      void this.flushLoop();
    });
  }

  private async flushLoop(): Promise<void> {
    this.scheduled = false;
    this.flushing = true;
    try {
      for (;;) {
        const target = this.appendedSeq;
        const work = this.segments.map((seg) => {
          const buffers = seg.pending;
          seg.pending = [];
          return { seg, buffers };
        });
        for (const { seg, buffers } of work) {
          if (buffers.length > 0) await seg.writeAll(buffers);
        }
        for (const { seg } of work) {
          if (seg.closing && seg.pending.length === 0) {
            await seg.close();
            this.segments = this.segments.filter((s) => s !== seg);
          }
        }
        this.durableSeq = target;
        this.releaseWaiters();
        if (this.appendedSeq === target && !this.segments.some((s) => s.closing)) break;
      }
    } catch (err) {
      this.fail(err instanceof Error ? err : new Error(String(err)));
    } finally {
      this.flushing = false;
      this.markIdle();
    }
  }

  private releaseWaiters(): void {
    if (this.waiters.length === 0) return;
    const still: Waiter[] = [];
    for (const w of this.waiters) {
      if (w.seq <= this.durableSeq) w.resolve();
      else still.push(w);
    }
    this.waiters = still;
  }

  private fail(err: Error): void {
    this.failed = new Error(`docstore: write-ahead log failed, writes are refused: ${err.message}`);
    for (const w of this.waiters) w.reject(this.failed);
    this.waiters = [];
  }

  /** Flushes what is pending and closes every file. */
  async close(): Promise<void> {
    await this.idle;
    if (!this.failed && this.appendedSeq !== this.durableSeq) {
      await this.sync().catch(() => undefined);
      await this.idle;
    }
    for (const seg of this.segments) await seg.close();
    this.segments = [];
  }
}
