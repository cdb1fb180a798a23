/**
 * Record framing shared by the write-ahead log and the snapshot: `[u32 length][u32 crc32][payload]`,
 * little-endian, CRC-32 over the payload.
 */
import { crc32 } from 'node:zlib';

const RECORD_HEADER_BYTES = 8;
/** Smallest valid payload: an empty BSON document. */
const MIN_PAYLOAD = 5;

export function frameRecord(payload: Uint8Array): Buffer {
  const out = Buffer.allocUnsafe(RECORD_HEADER_BYTES + payload.length);
  out.writeUInt32LE(payload.length, 0);
  out.writeUInt32LE(crc32(payload), 4);
  out.set(payload, RECORD_HEADER_BYTES);
  return out;
}

interface ScanProblem {
  offset: number;
  reason: string;
  /** True when nothing valid can follow: an interrupted final write rather than damage in the middle. */
  atTail: boolean;
}

export interface ScanResult {
  payloads: Buffer[];
  /** Offset just after the last valid record. */
  end: number;
  problem?: ScanProblem;
}

function allZero(buf: Buffer, from: number): boolean {
  for (let i = from; i < buf.length; i++) if (buf[i] !== 0) return false;
  return true;
}

export function scanRecords(buf: Buffer, start: number): ScanResult {
  const payloads: Buffer[] = [];
  let offset = start;
  while (offset < buf.length) {
    if (buf.length - offset < RECORD_HEADER_BYTES) {
      return { payloads, end: offset, problem: { offset, reason: 'truncated record header', atTail: true } };
    }
    const length = buf.readUInt32LE(offset);
    const checksum = buf.readUInt32LE(offset + 4);
    const payloadStart = offset + RECORD_HEADER_BYTES;
    const payloadEnd = payloadStart + length;
    if (length === 0 && allZero(buf, offset)) {
      return { payloads, end: offset, problem: { offset, reason: 'zero-filled tail', atTail: true } };
    }
    if (payloadEnd > buf.length) {
      return { payloads, end: offset, problem: { offset, reason: 'truncated record', atTail: true } };
    }
    if (length < MIN_PAYLOAD) {
      return {
        payloads,
        end: offset,
        problem: { offset, reason: `invalid record length ${length}`, atTail: false },
      };
    }
    const payload = buf.subarray(payloadStart, payloadEnd);
    if (crc32(payload) !== checksum) {
      return {
        payloads,
        end: offset,
        problem: {
          offset,
          reason: 'checksum mismatch',
          atTail: payloadEnd === buf.length || allZero(buf, payloadEnd),
        },
      };
    }
    payloads.push(payload);
    offset = payloadEnd;
  }
  return { payloads, end: offset };
}
