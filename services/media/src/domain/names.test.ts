import { describe, expect, it } from 'vitest';
import { ASSET_FILENAME_PATTERN } from '@hiti/contracts';
import {
  cleanOriginalName,
  contentDisposition,
  generateFilename,
  hasVariants,
  variantObjectName,
} from './names';

describe('file names', () => {
  it('generates unique names that are valid asset names', () => {
    const first = generateFilename('jpg');
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$/);
    expect(ASSET_FILENAME_PATTERN.test(first)).toBe(true);
    expect(generateFilename('jpg')).not.toBe(first);
  });

  it('puts variants next to the original under names no upload can take', () => {
    expect(variantObjectName('abc.jpg', 640)).toBe('abc.w640.webp');
    expect(variantObjectName('abc.webp', 320)).toBe('abc.w320.webp');
    expect(ASSET_FILENAME_PATTERN.test(variantObjectName('abc.png', 1280))).toBe(false);
  });

  it('knows which files have variants', () => {
    expect(['a.jpg', 'a.JPEG', 'a.png', 'a.webp'].every(hasVariants)).toBe(true);
    expect(['a.svg', 'a.pdf'].some(hasVariants)).toBe(false);
  });

  it('rejects paths and odd names as asset names', () => {
    for (const name of [
      '../x.jpg',
      'a/b.jpg',
      '.hidden.jpg',
      'a.jpg.exe',
      'a b.jpg',
      'a.html',
      'a.w640.webp',
    ]) {
      expect(ASSET_FILENAME_PATTERN.test(name)).toBe(false);
    }
  });
});

describe('cleanOriginalName', () => {
  it('drops any path and control characters and keeps the rest', () => {
    expect(cleanOriginalName('C:\\fakepath\\Камин.jpg')).toBe('Камин.jpg');
    expect(cleanOriginalName('../../etc/passwd')).toBe('passwd');
    expect(cleanOriginalName('a\u0000b\r\n.pdf')).toBe('ab.pdf');
    expect(cleanOriginalName('  ')).toBe('file');
    expect([...cleanOriginalName('ж'.repeat(300))]).toHaveLength(255);
  });
});

describe('contentDisposition', () => {
  it('names an ASCII file plainly', () => {
    expect(contentDisposition('inline', 'spec sheet.pdf')).toBe('inline; filename="spec sheet.pdf"');
  });

  it('replaces quotes, backslashes and non-ASCII in the plain name and adds the exact UTF-8 name', () => {
    expect(contentDisposition('attachment', 'a"b\\c.pdf')).toBe(
      `attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`,
    );
    expect(contentDisposition('inline', "Ќ'(x).pdf")).toBe(
      `inline; filename="_'(x).pdf"; filename*=UTF-8''%D0%8C%27%28x%29.pdf`,
    );
  });
});
