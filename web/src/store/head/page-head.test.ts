import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_IMAGE, resolveHead } from './page-head';

const PUBLIC_DIR = join(import.meta.dirname, '../../../public');

describe('page head', () => {
  it('shares a picture the site serves when the page has none of its own', () => {
    expect(existsSync(`${PUBLIC_DIR}${DEFAULT_SHARE_IMAGE}`)).toBe(true);
    const head = resolveHead({}, { pathname: '/al/contact', search: '' }, 'https://kamina.example');
    expect(head.image).toBe(`https://kamina.example${DEFAULT_SHARE_IMAGE}`);
  });

  it("shares the page's own picture when it has one", () => {
    const head = resolveHead(
      { image: '/media/stove.webp' },
      { pathname: '/products/3', search: '' },
      'https://kamina.example',
    );
    expect(head.image).toBe('https://kamina.example/media/stove.webp');
  });
});
