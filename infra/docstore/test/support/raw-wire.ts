/** A minimal raw wire-protocol client for tests that look at bytes and op codes. */
import net from 'node:net';
import { BSON } from 'bson';
import type { Document } from 'bson';

export const OP_REPLY = 1;
const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

export interface RawMessage {
  requestId: number;
  responseTo: number;
  opCode: number;
  body: Buffer;
}

export class RawClient {
  private readonly socket: net.Socket;
  private buffered = Buffer.alloc(0);
  private waiting: ((m: RawMessage) => void) | undefined;
  private readonly inbox: RawMessage[] = [];
  closed = false;
  private closeWaiters: (() => void)[] = [];

  private constructor(socket: net.Socket) {
    this.socket = socket;
    socket.on('data', (chunk: Buffer) => {
      this.buffered = Buffer.concat([this.buffered, chunk]);
      while (this.buffered.length >= 4) {
        const len = this.buffered.readInt32LE(0);
        if (this.buffered.length < len) break;
        const msg = this.buffered.subarray(0, len);
        this.buffered = this.buffered.subarray(len);
        const m: RawMessage = {
          requestId: msg.readInt32LE(4),
          responseTo: msg.readInt32LE(8),
          opCode: msg.readInt32LE(12),
          body: msg.subarray(16),
        };
        if (this.waiting) {
          const w = this.waiting;
          this.waiting = undefined;
          w(m);
        } else {
          this.inbox.push(m);
        }
      }
    });
    socket.on('close', () => {
      this.closed = true;
      for (const w of this.closeWaiters) w();
    });
    socket.on('error', () => undefined);
  }

  static connect(uri: string): Promise<RawClient> {
    const { hostname, port } = new URL(uri.replace(/^mongodb:/, 'http:'));
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () => resolve(new RawClient(socket)));
      socket.once('error', reject);
    });
  }

  /** Writes bytes as they are, without a header. */
  writeRaw(bytes: Buffer): void {
    this.socket.write(bytes);
  }

  send(opCode: number, requestId: number, body: Buffer): void {
    const header = Buffer.alloc(16);
    header.writeInt32LE(16 + body.length, 0);
    header.writeInt32LE(requestId, 4);
    header.writeInt32LE(0, 8);
    header.writeInt32LE(opCode, 12);
    this.socket.write(Buffer.concat([header, body]));
  }

  sendOpMsg(requestId: number, command: Document, flags = 0): void {
    const flagBytes = Buffer.alloc(4);
    flagBytes.writeUInt32LE(flags, 0);
    this.send(
      OP_MSG,
      requestId,
      Buffer.concat([flagBytes, Buffer.from([0]), Buffer.from(BSON.serialize(command))]),
    );
  }

  sendOpQuery(requestId: number, ns: string, query: Document): void {
    const flags = Buffer.alloc(4);
    const nsBytes = Buffer.from(`${ns}\0`, 'utf8');
    const skipReturn = Buffer.alloc(8);
    skipReturn.writeInt32LE(0, 0);
    skipReturn.writeInt32LE(-1, 4);
    this.send(
      OP_QUERY,
      requestId,
      Buffer.concat([flags, nsBytes, skipReturn, Buffer.from(BSON.serialize(query))]),
    );
  }

  next(timeoutMs = 2000): Promise<RawMessage | undefined> {
    const queued = this.inbox.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting = undefined;
        resolve(undefined);
      }, timeoutMs);
      this.waiting = (m) => {
        clearTimeout(timer);
        resolve(m);
      };
    });
  }

  waitClosed(timeoutMs = 2000): Promise<boolean> {
    if (this.closed) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.closeWaiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  close(): void {
    this.socket.destroy();
  }
}

/** The body document of an OP_MSG reply (kind-0 section). */
export function opMsgBody(m: RawMessage): Document {
  return BSON.deserialize(m.body.subarray(5));
}

/** The first document of an OP_REPLY. */
export function opReplyDoc(m: RawMessage): Document {
  return BSON.deserialize(m.body.subarray(20));
}
