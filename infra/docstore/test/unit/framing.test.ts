/** Wire framing and log record scanning. */
import { describe, expect, it } from 'vitest';
import { FrameError, MessageFramer } from '../../src/wire/framing.js';
import { frameRecord, scanRecords } from '../../src/storage/records.js';

function message(len: number, fill: number): Buffer {
  const b = Buffer.alloc(len, fill);
  b.writeInt32LE(len, 0);
  return b;
}

describe('MessageFramer', () => {
  it('reassembles messages split across chunks and splits coalesced ones', () => {
    const framer = new MessageFramer(1024);
    const a = message(20, 1);
    const b = message(33, 2);
    const stream = Buffer.concat([a, b]);
    const out: Buffer[] = [];
    for (let i = 0; i < stream.length; i += 3) out.push(...framer.push(stream.subarray(i, i + 3)));
    expect(out).toEqual([a, b]);
    expect(framer.push(Buffer.concat([a, b, a]))).toEqual([a, b, a]);
  });

  it('rejects impossible lengths', () => {
    expect(() => new MessageFramer(100).push(message(200, 0))).toThrow(FrameError);
    expect(() => new MessageFramer(100).push(message(8, 0))).toThrow(FrameError);
  });
});

describe('scanRecords', () => {
  const payload = (n: number): Buffer => {
    const b = Buffer.alloc(5 + n, 7);
    b.writeInt32LE(5 + n, 0);
    b[b.length - 1] = 0;
    return b;
  };

  it('reads framed records', () => {
    const buf = Buffer.concat([frameRecord(payload(3)), frameRecord(payload(10))]);
    const r = scanRecords(buf, 0);
    expect(r.payloads).toHaveLength(2);
    expect(r.problem).toBeUndefined();
  });

  it('reports a truncated or zero-filled tail as a torn write', () => {
    const good = frameRecord(payload(3));
    const torn = frameRecord(payload(50)).subarray(0, 20);
    expect(scanRecords(Buffer.concat([good, torn]), 0).problem).toMatchObject({
      atTail: true,
      offset: good.length,
    });
    expect(scanRecords(Buffer.concat([good, Buffer.alloc(64)]), 0).problem).toMatchObject({ atTail: true });
  });

  it('reports damage followed by data as not at the tail', () => {
    const bad = frameRecord(payload(3));
    bad[10] = (bad[10] as number) ^ 0xff;
    const r = scanRecords(Buffer.concat([bad, frameRecord(payload(3))]), 0);
    expect(r.problem).toMatchObject({ atTail: false, reason: 'checksum mismatch', offset: 0 });
  });
});
