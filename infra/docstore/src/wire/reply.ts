/**
 * Command replies. Most are documents serialized when sent; cursor replies are assembled directly as
 * bytes from documents that were each serialized once (to respect the reply size limit without
 * serializing twice).
 */
import { encodeDocument } from '../bson-codec.js';
import type { Doc } from '../query/bson-types.js';
import { OP_MSG_REPLY_PREFIX } from './messages.js';

/** A reply already encoded into a frame with OP_MSG headroom in front of the BSON body. */
export class RawReply {
  readonly frame: Buffer;

  constructor(frame: Buffer) {
    this.frame = frame;
  }

  get body(): Buffer {
    return this.frame.subarray(OP_MSG_REPLY_PREFIX);
  }
}

export type CommandReply = Doc | RawReply;

export function replyBytes(reply: CommandReply): Uint8Array {
  return reply instanceof RawReply ? reply.body : encodeDocument(reply);
}

const TYPE_DOUBLE = 0x01;
const TYPE_STRING = 0x02;
const TYPE_DOCUMENT = 0x03;
const TYPE_ARRAY = 0x04;
const TYPE_INT64 = 0x12;

/** Decimal digits of a non-negative integer (the length of an array index key). */
function digits(n: number): number {
  let d = 1;
  while (n >= 10) {
    n = Math.floor(n / 10);
    d += 1;
  }
  return d;
}

/** Writes an ASCII element name and its NUL terminator at `o`; returns the offset after it. */
function writeName(buf: Buffer, o: number, name: string): number {
  for (let i = 0; i < name.length; i++) buf[o++] = name.charCodeAt(i);
  buf[o++] = 0;
  return o;
}

/**
 * `{cursor: {<batchKey>: [docs], id: NumberLong(id), ns}, ok: 1}` as bytes. Element names are ASCII and
 * written byte by byte (a `Buffer.write` call per name costs more than the name).
 */
export function buildCursorReply(
  ns: string,
  batchKey: 'firstBatch' | 'nextBatch',
  docs: Uint8Array[],
  id: bigint,
): RawReply {
  let arrayLen = 4 + 1;
  for (let i = 0; i < docs.length; i++) {
    arrayLen += 1 + digits(i) + 1 + (docs[i] as Uint8Array).length;
  }
  const nsBytes = Buffer.byteLength(ns, 'utf8');
  const cursorLen =
    4 + (1 + batchKey.length + 1 + arrayLen) + (1 + 2 + 1 + 8) + (1 + 2 + 1 + 4 + nsBytes + 1) + 1;
  const bodyLen = 4 + (1 + 6 + 1 + cursorLen) + (1 + 2 + 1 + 8) + 1;
  const frame = Buffer.allocUnsafe(OP_MSG_REPLY_PREFIX + bodyLen);
  let o = OP_MSG_REPLY_PREFIX;
  o = frame.writeInt32LE(bodyLen, o);
  frame[o++] = TYPE_DOCUMENT;
  o = writeName(frame, o, 'cursor');
  o = frame.writeInt32LE(cursorLen, o);
  frame[o++] = TYPE_ARRAY;
  o = writeName(frame, o, batchKey);
  o = frame.writeInt32LE(arrayLen, o);
  for (let i = 0; i < docs.length; i++) {
    const d = docs[i] as Uint8Array;
    frame[o++] = TYPE_DOCUMENT;
    o = writeName(frame, o, String(i));
    frame.set(d, o);
    o += d.length;
  }
  frame[o++] = 0;
  frame[o++] = TYPE_INT64;
  o = writeName(frame, o, 'id');
  o = frame.writeBigInt64LE(id, o);
  frame[o++] = TYPE_STRING;
  o = writeName(frame, o, 'ns');
  o = frame.writeInt32LE(nsBytes + 1, o);
  o += frame.write(ns, o, 'utf8');
  frame[o++] = 0;
  frame[o++] = 0;
  frame[o++] = TYPE_DOUBLE;
  o = writeName(frame, o, 'ok');
  o = frame.writeDoubleLE(1, o);
  frame[o++] = 0;
  if (o !== frame.length) throw new Error(`cursor reply size mismatch: ${o} != ${frame.length}`);
  return new RawReply(frame);
}
