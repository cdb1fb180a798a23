import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_IMAGE, metaTags, resolveHead } from './page-head';

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

  it('keeps a page out of search indexes that asks so, answered as a page of its own', () => {
    const head = resolveHead(
      { title: 'Споредба', noindex: true },
      { pathname: '/compare', search: '?ids=1,2' },
      'https://kamina.example',
    );
    expect(head.notFound).toBe(false);
    expect(metaTags(head)).toContainEqual({ attribute: 'name', key: 'robots', content: 'noindex' });
    expect(
      metaTags(resolveHead({}, { pathname: '/stores', search: '' }, 'https://kamina.example')),
    ).not.toContainEqual(expect.objectContaining({ key: 'robots' }));
  });
});
