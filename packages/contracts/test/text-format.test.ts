import { describe, expect, it } from 'vitest';
import { formatText, textPlaces } from '../src';

describe('formatText', () => {
  it('fills each {{name}} place, spaces inside allowed, and leaves a place without a value as written', () => {
    expect(formatText('{{count}} of {{ total }} for {{who}}', { count: 2, total: 5 })).toBe(
      '2 of 5 for {{who}}',
    );
  });

  it('leaves single braces alone', () => {
    expect(formatText('{n} and {{n}}', { n: 1 })).toBe('{n} and 1');
  });

  it('writes other values with the given writer', () => {
    expect(formatText('{{role}}', { role: { code: 'x' } }, (value) => value.code.toUpperCase())).toBe('X');
  });
});

describe('textPlaces', () => {
  it('names the places of a text in order', () => {
    expect(textPlaces('{{b}} then {{ a }}')).toEqual(['b', 'a']);
  });
});
