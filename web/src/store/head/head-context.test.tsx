import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePageHead } from './head-context';
import type { PageHeadInput } from './page-head';
import { SITE_ORIGIN_ELEMENT_ID } from './use-site-origin';

const SITE = 'https://kamina.example';

function Page({ head }: { head: PageHeadInput }) {
  usePageHead(head);
  return null;
}

function linkHrefs(selector: string): string[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>(selector)].map((link) => link.href);
}

describe('the head a hydrated page keeps', () => {
  beforeEach(() => {
    // as the server renders it: the configured origin, a canonical and its alternates
    document.head.innerHTML =
      `<script type="application/json" id="${SITE_ORIGIN_ELEMENT_ID}">"${SITE}"</script>` +
      `<link rel="canonical" href="${SITE}/contact" />` +
      `<link rel="alternate" hreflang="mk" href="${SITE}/contact" />` +
      `<link rel="alternate" hreflang="sq" href="${SITE}/al/contact" />` +
      `<link rel="alternate" hreflang="x-default" href="${SITE}/contact" />`;
  });
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('names the configured public address, not the host the browser used', async () => {
    expect(window.location.origin).not.toBe(SITE);
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/al/contact']}>
          <Page head={{ title: 'Kontakt' }} />
        </MemoryRouter>,
      );
    });
    expect(linkHrefs('link[rel="canonical"]')).toEqual([`${SITE}/al/contact`]);
    expect(linkHrefs('link[rel="alternate"]')).toEqual([
      `${SITE}/contact`,
      `${SITE}/al/contact`,
      `${SITE}/contact`,
    ]);
    const ogUrl = document.head.querySelector('meta[property="og:url"]')?.getAttribute('content');
    const ogImage = document.head.querySelector('meta[property="og:image"]')?.getAttribute('content');
    expect(ogUrl).toBe(`${SITE}/al/contact`);
    expect(ogImage?.startsWith(`${SITE}/`)).toBe(true);
  });

  it('leaves a not-found page without a canonical or language alternates', async () => {
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/no-such-page']}>
          <Page head={{ notFound: true }} />
        </MemoryRouter>,
      );
    });
    expect(linkHrefs('link[rel="canonical"], link[rel="alternate"]')).toEqual([]);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});
