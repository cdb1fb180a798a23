import { describe, expect, it } from 'vitest';
import { redactSnapshot } from './snapshot';

describe('redactSnapshot', () => {
  it('drops every field whose name suggests a secret, at any depth', () => {
    const snapshot = {
      id: 3,
      username: 'vesna',
      password: 'plain',
      passwordHash: '$argon2id$...',
      nested: { apiToken: 'x', keep: 1, list: [{ secret: 's', name: 'n' }] },
    };
    expect(redactSnapshot(snapshot)).toEqual({
      id: 3,
      username: 'vesna',
      nested: { keep: 1, list: [{ name: 'n' }] },
    });
  });

  it('keeps null and leaves the input untouched', () => {
    const snapshot = { password: 'x' };
    expect(redactSnapshot(null)).toBeNull();
    redactSnapshot(snapshot);
    expect(snapshot).toEqual({ password: 'x' });
  });
});
