/**
 * Wire-protocol messages: parsing OP_MSG (kind 0 body + kind 1 document sequences) and the OP_QUERY
 * handshake, and encoding OP_MSG and OP_REPLY replies.
 */
import { bsonLengthAt, decodeDocument } from '../bson-codec.js';
import type { Doc } from '../query/bson-types.js';

const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

const FLAG_CHECKSUM_PRESENT = 1 << 0;
export const FLAG_MORE_TO_COME = 1 << 1;
/** Bits 0-15 must be understood; only the first two are defined. */
const REQUIRED_FLAG_BITS = 0xffff;

export const HEADER_BYTES = 16;
/** Header + flagBits + section kind byte: what precedes the body of an OP_MSG reply. */
export const OP_MSG_REPLY_PREFIX = HEADER_BYTES + 4 + 1;

class ProtocolError extends Error {}

export interface MessageHeader {
  length: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

export function readHeader(msg: Buffer): MessageHeader {
  return {
    length: msg.readInt32LE(0),
    requestId: msg.readInt32LE(4),
    responseTo: msg.readInt32LE(8),
    opCode: msg.readInt32LE(12),
  };
}

export interface ParsedOpMsg {
  flags: number;
  command: Doc;
}

function readCString(buf: Buffer, offset: number): [string, number] {
  const end = buf.indexOf(0, offset);
  if (end < 0) throw new ProtocolError('unterminated string');
  return [buf.toString('utf8', offset, end), end + 1];
}

/** Parses an OP_MSG into one command document, folding kind-1 sequences in under their identifiers. */
export function parseOpMsg(msg: Buffer): ParsedOpMsg {
  const flags = msg.readUInt32LE(HEADER_BYTES);
  if ((flags & REQUIRED_FLAG_BITS & ~(FLAG_CHECKSUM_PRESENT | FLAG_MORE_TO_COME)) !== 0) {
    throw new ProtocolError(`unsupported OP_MSG flag bits 0x${flags.toString(16)}`);
  }
  const end = flags & FLAG_CHECKSUM_PRESENT ? msg.length - 4 : msg.length;
  let offset = HEADER_BYTES + 4;
  let body: Doc | undefined;
  const sequences: [string, Doc[]][] = [];
  while (offset < end) {
    const kind = msg[offset];
    offset += 1;
    if (kind === 0) {
      const len = bsonLengthAt(msg, offset);
      if (body) throw new ProtocolError('more than one kind-0 section');
      body = decodeDocument(msg.subarray(offset, offset + len));
      offset += len;
    } else if (kind === 1) {
      const size = msg.readInt32LE(offset);
      const sectionEnd = offset + size;
      if (sectionEnd > end) throw new ProtocolError('document sequence overruns the message');
      const [identifier, next] = readCString(msg, offset + 4);
      let pos = next;
      const docs: Doc[] = [];
      while (pos < sectionEnd) {
        const len = bsonLengthAt(msg, pos);
        docs.push(decodeDocument(msg.subarray(pos, pos + len)));
        pos += len;
      }
      sequences.push([identifier, docs]);
      offset = sectionEnd;
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${String(kind)}`);
    }
  }
  if (!body) throw new ProtocolError('OP_MSG without a body section');
  for (const [identifier, docs] of sequences) body[identifier] = docs;
  return { flags, command: body };
}

export interface ParsedOpQuery {
  flags: number;
  fullCollectionName: string;
  numberToSkip: number;
  numberToReturn: number;
  query: Doc;
}

export function parseOpQuery(msg: Buffer): ParsedOpQuery {
  const flags = msg.readInt32LE(HEADER_BYTES);
  const [fullCollectionName, next] = readCString(msg, HEADER_BYTES + 4);
  const numberToSkip = msg.readInt32LE(next);
  const numberToReturn = msg.readInt32LE(next + 4);
  const qStart = next + 8;
  const len = bsonLengthAt(msg, qStart);
  const query = decodeDocument(msg.subarray(qStart, qStart + len));
  return { flags, fullCollectionName, numberToSkip, numberToReturn, query };
}

function writeHeader(
  buf: Buffer,
  length: number,
  requestId: number,
  responseTo: number,
  opCode: number,
): void {
  buf.writeInt32LE(length, 0);
  buf.writeInt32LE(requestId, 4);
  buf.writeInt32LE(responseTo, 8);
  buf.writeInt32LE(opCode, 12);
}

/** Encodes an OP_MSG reply around a BSON body. If `body` already has OP_MSG_REPLY_PREFIX bytes of headroom in `frame`, no copy is made. */
export function encodeOpMsg(requestId: number, responseTo: number, body: Uint8Array, frame?: Buffer): Buffer {
  let out: Buffer;
  if (frame) {
    out = frame;
  } else {
    out = Buffer.allocUnsafe(OP_MSG_REPLY_PREFIX + body.length);
    out.set(body, OP_MSG_REPLY_PREFIX);
  }
  writeHeader(out, out.length, requestId, responseTo, OP_MSG);
  out.writeUInt32LE(0, HEADER_BYTES);
  out[HEADER_BYTES + 4] = 0;
  return out;
}

export const REPLY_FLAG_QUERY_FAILURE = 1 << 1;

export function encodeOpReply(requestId: number, responseTo: number, doc: Uint8Array, flags = 0): Buffer {
  const out = Buffer.allocUnsafe(HEADER_BYTES + 20 + doc.length);
  writeHeader(out, out.length, requestId, responseTo, OP_REPLY);
  out.writeInt32LE(flags, HEADER_BYTES);
  out.writeBigInt64LE(0n, HEADER_BYTES + 4);
  out.writeInt32LE(0, HEADER_BYTES + 12);
  out.writeInt32LE(1, HEADER_BYTES + 16);
  out.set(doc, HEADER_BYTES + 20);
  return out;
}
