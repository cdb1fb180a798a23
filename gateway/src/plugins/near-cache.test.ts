import { describe, expect, it } from 'vitest';
import { NearCache } from './near-cache';

const bytes = (text: string) => Buffer.from(text);

function listening(maxBytes = 1000, now = () => 0) {
  const cache = new NearCache<'a' | 'b'>(maxBytes, now);
  cache.setListening(true);
  return cache;
}

describe('NearCache', () => {
  it('serves nothing until it hears invalidations, and forgets everything when it stops hearing them', () => {
    const cache = new NearCache<'a'>(1000);
    cache.set('a', 'k', bytes('x'), 30, cache.epoch());
    expect(cache.get('a', 'k')).toBeNull();
    cache.setListening(true);
    cache.set('a', 'k', bytes('x'), 30, cache.epoch());
    expect(cache.get('a', 'k')?.toString()).toBe('x');
    cache.setListening(false);
    expect(cache.get('a', 'k')).toBeNull();
  });

  it('drops one namespace and keeps the others', () => {
    const cache = listening();
    cache.set('a', 'k', bytes('in a'), 30, cache.epoch());
    cache.set('b', 'k', bytes('in b'), 30, cache.epoch());
    cache.drop('a');
    expect(cache.get('a', 'k')).toBeNull();
    expect(cache.get('b', 'k')?.toString()).toBe('in b');
  });

  it('does not keep an answer read before a drop that happened during the read', () => {
    const cache = listening();
    const epoch = cache.epoch();
    cache.drop('a');
    cache.set('a', 'k', bytes('stale'), 30, epoch);
    expect(cache.get('a', 'k')).toBeNull();
  });

  it('lets entries expire and evicts the least recently used beyond its size', () => {
    let now = 0;
    // each entry costs its body and its key (namespace, separator and key)
    const cache = listening(22, () => now);
    cache.set('a', 'one', bytes('11111'), 1, cache.epoch());
    cache.set('a', 'two', bytes('22222'), 30, cache.epoch());
    expect(cache.get('a', 'one')?.toString()).toBe('11111');
    cache.set('a', 'three', bytes('33333'), 30, cache.epoch());
    expect(cache.get('a', 'two')).toBeNull();
    expect(cache.get('a', 'one')?.toString()).toBe('11111');
    now = 1500;
    expect(cache.get('a', 'one')).toBeNull();
    expect(cache.get('a', 'three')?.toString()).toBe('33333');
  });

  it("counts a key's length, which a visitor chooses with the URL, in its size", () => {
    const cache = listening(1000);
    cache.set('a', 'short', bytes('kept'), 30, cache.epoch());
    expect(cache.set('a', 'x'.repeat(1000), bytes('y'), 30, cache.epoch())).toBeNull();
    expect(cache.get('a', 'short')?.toString()).toBe('kept');
    for (let index = 0; index < 20; index += 1) {
      cache.set('a', `${index}${'x'.repeat(100)}`, bytes('y'), 30, cache.epoch());
    }
    expect(cache.get('a', `19${'x'.repeat(100)}`)?.toString()).toBe('y');
    expect(cache.get('a', `0${'x'.repeat(100)}`)).toBeNull();
  });

  it('tells how long a kept body stays current: until it expires, any namespace is dropped or hearing stops', () => {
    let now = 0;
    const cache = listening(1000, () => now);
    const fresh = cache.set('a', 'k', bytes('x'), 2, cache.epoch());
    expect(fresh).toEqual({ epoch: cache.epoch(), expiresAt: 2000 });
    if (!fresh) return;
    expect(cache.isCurrent(fresh)).toBe(true);
    now = 2000;
    expect(cache.isCurrent(fresh)).toBe(false);

    now = 0;
    const beforeDrop = cache.set('a', 'k', bytes('x'), 2, cache.epoch());
    cache.drop('b');
    expect(beforeDrop && cache.isCurrent(beforeDrop)).toBe(false);

    const beforeSilence = cache.set('a', 'k', bytes('x'), 2, cache.epoch());
    cache.setListening(false);
    expect(beforeSilence && cache.isCurrent(beforeSilence)).toBe(false);
    expect(cache.set('a', 'k', bytes('x'), 2, cache.epoch())).toBeNull();
  });
});
