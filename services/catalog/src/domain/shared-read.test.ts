import { describe, expect, it } from 'vitest';
import { SharedRead } from './shared-read';

/** A source whose reads end when the test says, each answering the value the source held when it began. */
function controlledSource() {
  let value = 0;
  const pending: Array<() => void> = [];
  let reads = 0;
  return {
    write: () => {
      value += 1;
    },
    read: () => {
      reads += 1;
      const seen = value;
      return new Promise<number>((resolve) => pending.push(() => resolve(seen)));
    },
    finishNext: async () => {
      pending.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    },
    reads: () => reads,
  };
}

describe('SharedRead', () => {
  it('serves every caller that arrives during a read with one following read', async () => {
    const source = controlledSource();
    const shared = new SharedRead(source.read);
    const first = shared.get();
    const waiting = [shared.get(), shared.get(), shared.get()];
    expect(source.reads()).toBe(1);
    await source.finishNext();
    expect(source.reads()).toBe(2);
    await source.finishNext();
    expect(await first).toBe(0);
    expect(await Promise.all(waiting)).toEqual([0, 0, 0]);
    expect(source.reads()).toBe(2);
  });

  it('never answers a caller with a read that began before it asked', async () => {
    const source = controlledSource();
    const shared = new SharedRead(source.read);
    const early = shared.get();
    source.write();
    const late = shared.get();
    await source.finishNext();
    await source.finishNext();
    expect(await early).toBe(0);
    expect(await late).toBe(1);
  });

  it('starts afresh after a failed read, and passes the failure only to its own callers', async () => {
    let fail = true;
    const shared = new SharedRead(async () => {
      if (fail) throw new Error('unavailable');
      return 'ok';
    });
    const failed = shared.get();
    const following = shared.get();
    fail = false;
    await expect(failed).rejects.toThrow('unavailable');
    expect(await following).toBe('ok');
    expect(await shared.get()).toBe('ok');
  });
});
