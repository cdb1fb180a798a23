import { describe, expect, it } from 'vitest';
import { languageTag, localeOf } from '../src';

describe('languageTag', () => {
  it('tags Albanian sq and the other locales by their own code', () => {
    expect([languageTag('en'), languageTag('mk'), languageTag('al')]).toEqual(['en', 'mk', 'sq']);
  });
});

describe('localeOf', () => {
  it('reads a locale from its code or its tag and nothing else', () => {
    expect([localeOf('al'), localeOf('sq'), localeOf('mk'), localeOf('en')]).toEqual([
      'al',
      'al',
      'mk',
      'en',
    ]);
    expect(localeOf('de')).toBeUndefined();
  });
});
