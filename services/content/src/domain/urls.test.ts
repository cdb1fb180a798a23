import { describe, expect, it } from 'vitest';
import { isSafeUrl, unsafeUrlFields } from './urls';

describe('isSafeUrl', () => {
  it('accepts paths, fragments, empty values and http(s)/mailto/tel URLs', () => {
    for (const value of [
      '',
      '#',
      '/about',
      '/attached_assets/a.png',
      'www.facebook.com/x',
      'https://a.mk',
      'http://a.mk',
      'mailto:a@b.mk',
      'tel:+389',
    ]) {
      expect(isSafeUrl(value), value).toBe(true);
    }
  });

  it('rejects script and data schemes, also with blanks or control characters inside', () => {
    for (const value of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'java\nscript:x',
      'jav\u0000ascript:x',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      expect(isSafeUrl(value), JSON.stringify(value)).toBe(false);
    }
  });
});

describe('unsafeUrlFields', () => {
  it('checks the content of link and image items and the URL fields of metadata', () => {
    expect(
      unsafeUrlFields({
        key: 'social_facebook',
        contentType: 'text',
        content: { mk: 'javascript:alert(1)', al: '' },
        metadata: { imageUrl: 'javascript:x', mapUrl: 'https://maps.example' },
      }),
    ).toEqual(['content.mk', 'metadata.imageUrl']);
  });

  it('does not read an ordinary text as a URL', () => {
    expect(
      unsafeUrlFields({
        key: 'about_story',
        contentType: 'text',
        content: { mk: 'note: javascript: is a language', al: 'javascript: është gjuhë' },
        metadata: {},
      }),
    ).toEqual([]);
  });
});

describe('isSafeUrl off-site paths', () => {
  it.each(['//evil.example/x', '/\\evil.example/x', ' //evil.example/x', '/a\\b'])('refuses %s', (url) => {
    expect(isSafeUrl(url)).toBe(false);
  });
});
