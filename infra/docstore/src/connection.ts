/**
 * One client connection: frames incoming bytes into messages, runs them strictly in order, writes the
 * replies. OP_QUERY is accepted for commands (the driver's first hello); OP_MSG for everything else.
 */
import type { Socket } from 'node:net';
import { dispatch } from './commands/dispatch.js';
import type { CommandContext, ServerContext } from './commands/context.js';
import { encodeDocument } from './bson-codec.js';
import type { Doc } from './query/bson-types.js';
import { isPlainObject } from './query/bson-types.js';
import { FrameError, MessageFramer } from './wire/framing.js';
import {
  encodeOpMsg,
  encodeOpReply,
  FLAG_MORE_TO_COME,
  OP_COMPRESSED,
  OP_MSG,
  OP_QUERY,
  parseOpMsg,
  parseOpQuery,
  readHeader,
  REPLY_FLAG_QUERY_FAILURE,
} from './wire/messages.js';
import { MAX_MESSAGE_SIZE_BYTES } from './commands/handshake.js';
import { RawReply, replyBytes } from './wire/reply.js';
import type { CommandReply } from './wire/reply.js';

let nextRequestId = 1;
/** A connection rarely uses more than a few databases; the cache is only a shortcut. */
const MAX_CACHED_CONTEXTS = 64;

export class Connection {
  readonly id: number;
  private readonly socket: Socket;
  private readonly server: ServerContext;
  private readonly framer = new MessageFramer(MAX_MESSAGE_SIZE_BYTES);
  private readonly queue: Buffer[] = [];
  private running = false;
  private closed = false;
  private readonly contexts = new Map<string, CommandContext>();
  private readonly legacyContexts = new Map<string, CommandContext>();

  constructor(id: number, socket: Socket, server: ServerContext) {
    this.id = id;
    this.socket = socket;
    this.server = server;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('error', (err) => {
      this.server.logger.debug({ err, connectionId: id }, 'docstore: connection error');
    });
    socket.on('close', () => {
      this.closed = true;
    });
  }

  close(): void {
    this.closed = true;
    this.socket.destroy();
  }

  private drop(reason: string, extra: Doc = {}): void {
    this.server.logger.warn({ connectionId: this.id, ...extra }, `docstore: closing connection: ${reason}`);
    this.close();
  }

  private onData(chunk: Buffer): void {
    let messages: Buffer[];
    try {
      messages = this.framer.push(chunk);
    } catch (err) {
      this.drop(err instanceof FrameError ? err.message : 'unreadable message stream');
      return;
    }
    if (messages.length === 0) return;
    this.queue.push(...messages);
    if (!this.running) void this.run();
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length > 0 && !this.closed) {
        const msg = this.queue.shift() as Buffer;
        const pending = this.handle(msg);
        if (pending) await pending;
      }
    } catch (err) {
      this.drop(`internal error: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      this.running = false;
    }
  }

  /**
   * The context for commands on `db`, made once per database and connection: building it per command
   * (a spread plus three properties) takes a slow path in V8 that creates a new hidden class every time.
   */
  private context(db: string, legacy: boolean): CommandContext {
    const cache = legacy ? this.legacyContexts : this.contexts;
    let ctx = cache.get(db);
    if (!ctx) {
      const { store, cursors, logger, startedAt } = this.server;
      ctx = { store, cursors, logger, startedAt, db, connectionId: this.id, legacy };
      if (cache.size >= MAX_CACHED_CONTEXTS) cache.clear();
      cache.set(db, ctx);
    }
    return ctx;
  }

  /** Handles one message; returns a promise only when the reply waits for something (disk). */
  private handle(msg: Buffer): Promise<void> | undefined {
    const header = readHeader(msg);
    try {
      switch (header.opCode) {
        case OP_MSG:
          return this.handleOpMsg(msg, header.requestId);
        case OP_QUERY:
          return this.handleOpQuery(msg, header.requestId);
        case OP_COMPRESSED:
          this.drop('OP_COMPRESSED is not supported (no compressor is offered in hello)', {
            opCode: header.opCode,
          });
          return undefined;
        default:
          this.drop(`unsupported op code ${header.opCode}`, { opCode: header.opCode });
          return undefined;
      }
    } catch (err) {
      this.drop(`malformed message: ${err instanceof Error ? err.message : String(err)}`, {
        opCode: header.opCode,
      });
      return undefined;
    }
  }

  private handleOpMsg(msg: Buffer, requestId: number): Promise<void> | undefined {
    const { flags, command } = parseOpMsg(msg);
    const db = typeof command.$db === 'string' ? command.$db : 'admin';
    const result = dispatch(command, this.context(db, false));
    const moreToCome = (flags & FLAG_MORE_TO_COME) !== 0;
    if (result instanceof Promise) {
      return result.then((reply) => {
        if (!moreToCome) this.sendOpMsg(requestId, reply);
      });
    }
    if (!moreToCome) this.sendOpMsg(requestId, result);
    return undefined;
  }

  private handleOpQuery(msg: Buffer, requestId: number): Promise<void> | undefined {
    const q = parseOpQuery(msg);
    if (!q.fullCollectionName.endsWith('.$cmd')) {
      this.write(
        encodeOpReply(
          nextRequestId++,
          requestId,
          encodeDocument({ $err: 'OP_QUERY is only supported for commands', code: 5739101, ok: 0 }),
          REPLY_FLAG_QUERY_FAILURE,
        ),
      );
      return undefined;
    }
    const db = q.fullCollectionName.slice(0, -'.$cmd'.length);
    const command = isPlainObject(q.query.$query) ? q.query.$query : q.query;
    const result = dispatch(command, this.context(db, true));
    if (result instanceof Promise) {
      return result.then((reply) => this.write(encodeOpReply(nextRequestId++, requestId, replyBytes(reply))));
    }
    this.write(encodeOpReply(nextRequestId++, requestId, replyBytes(result)));
    return undefined;
  }

  private sendOpMsg(requestId: number, reply: CommandReply): void {
    const frame =
      reply instanceof RawReply
        ? encodeOpMsg(nextRequestId++, requestId, reply.body, reply.frame)
        : encodeOpMsg(nextRequestId++, requestId, encodeDocument(reply));
    this.write(frame);
  }

  private write(buf: Buffer): void {
    if (this.closed) return;
    this.socket.write(buf);
  }
}
