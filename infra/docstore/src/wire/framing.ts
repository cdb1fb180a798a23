/** Splits a TCP byte stream into complete wire-protocol messages (each starts with its int32 length). */

export class FrameError extends Error {}

export class MessageFramer {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private readonly maxMessageBytes: number;

  constructor(maxMessageBytes: number) {
    this.maxMessageBytes = maxMessageBytes;
  }

  /** Adds received bytes and returns every message now complete. Throws FrameError on an impossible length. */
  push(chunk: Buffer): Buffer[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const out: Buffer[] = [];
    for (;;) {
      if (this.buffered < 4) break;
      const length = this.peekLength();
      if (length < 16 || length > this.maxMessageBytes) {
        throw new FrameError(`invalid message length ${length}`);
      }
      if (this.buffered < length) break;
      out.push(this.take(length));
    }
    return out;
  }

  private peekLength(): number {
    const first = this.chunks[0] as Buffer;
    if (first.length >= 4) return first.readInt32LE(0);
    const head = Buffer.concat(this.chunks, 4);
    return head.readInt32LE(0);
  }

  private take(length: number): Buffer {
    const first = this.chunks[0] as Buffer;
    let message: Buffer;
    if (first.length >= length) {
      message = first.subarray(0, length);
      if (first.length === length) this.chunks.shift();
      else this.chunks[0] = first.subarray(length);
    } else {
      const all = Buffer.concat(this.chunks, this.buffered);
      message = all.subarray(0, length);
      this.chunks = all.length > length ? [all.subarray(length)] : [];
    }
    this.buffered -= length;
    return message;
  }
}
