import { describe, expect, it } from 'vitest';
import { trustProxySchema } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('takes no proxy, a hop count or proxy addresses and ranges', () => {
    expect(trustProxySchema.parse(undefined)).toBe(false);
    expect(trustProxySchema.parse('')).toBe(false);
    expect(trustProxySchema.parse('1')).toBe(1);
    expect(trustProxySchema.parse('10.0.0.0/8, 192.168.1.7,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
    ]);
  });

  it('refuses "true" (every X-Forwarded-For believed) and malformed ranges', () => {
    for (const value of ['true', '10.0.0.0/33', 'proxy.example', '1.2.3.4/8/1']) {
      expect(trustProxySchema.safeParse(value).success, value).toBe(false);
    }
  });
});
