import { describe, expect, it } from 'vitest';
import { isDuplicateKey } from '../src/mongo-errors';

const onKey = { code: 11000, keyPattern: { key: 1 }, keyValue: { key: 'about_story' } };

describe('isDuplicateKey', () => {
  it('recognises a unique-index refusal, and only that', () => {
    expect(isDuplicateKey(onKey)).toBe(true);
    expect(isDuplicateKey({ code: 11001 })).toBe(false);
    expect(isDuplicateKey(new Error('E11000 in the text only'))).toBe(false);
    expect(isDuplicateKey(null)).toBe(false);
  });

  it('with a field, answers whether that field’s index refused the write', () => {
    expect(isDuplicateKey(onKey, 'key')).toBe(true);
    expect(isDuplicateKey(onKey, 'heroSlot')).toBe(false);
    expect(isDuplicateKey({ code: 11000 }, 'key')).toBe(false);
  });
});
