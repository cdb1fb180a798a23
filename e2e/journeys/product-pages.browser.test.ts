import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PRODUCTS_PER_PAGE } from '@hiti/contracts';
import type { Page } from 'playwright-core';
import { deleteProducts, importProducts, productPage, signInAdmin } from '../support/catalogue-seed';
import { useBrowserPage } from '../support/page';
import { renderedProductIds } from '../support/product-list';

const baseUrl = inject('baseUrl');
const currentPage = useBrowserPage();
/** Pages walked through: the catalogue is filled up to more than this many pages. */
const PAGES = 3;

let admin = '';
let added: number[] = [];
let total = 0;

beforeAll(async () => {
  admin = await signInAdmin(baseUrl);
  const before = (await productPage(baseUrl)).total;
  const missing = PAGES * PRODUCTS_PER_PAGE + 1 - before;
  if (missing > 0) added = await importProducts(baseUrl, admin, 'Faqosje', missing);
  total = before + added.length;
  // the public list's cached answers are dropped by the import's event, a moment after the job says it is done
  const deadline = Date.now() + 15_000;
  while ((await productPage(baseUrl)).total !== total) {
    if (Date.now() > deadline) throw new Error(`the list does not show ${total} products`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 120_000);

afterAll(async () => {
  await deleteProducts(baseUrl, admin, added);
});

/** The address of a page of the Albanian list: the first names no page. */
const pathOf = (page: number) => (page === 1 ? '/al/products' : `/al/products?page=${page}`);

/** Where a link or the canonical points, as path and query. */
const pathAndQuery = (href: string | null) => {
  const url = new URL(href ?? '', baseUrl);
  return `${url.pathname}${url.search}`;
};

/**
 * Walks from the first page of /al/products to the third by the page links, checking on each page its
 * address, canonical, products (a full page, none seen on an earlier page) and the count text.
 */
async function walkThreePages(page: Page): Promise<void> {
  await page.goto(`${baseUrl}${pathOf(1)}`);
  const seen = new Set<number>();
  for (let number = 1; number <= PAGES; number += 1) {
    await page.waitForURL(`${baseUrl}${pathOf(number)}`);
    const from = (number - 1) * PRODUCTS_PER_PAGE + 1;
    const to = number * PRODUCTS_PER_PAGE;
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: ' nga ' }).textContent())
      .toBe(`${from}–${to} nga ${total} produkte`);
    // with scripts the previous page's products stay shown (dimmed) until the next page's arrive
    await expect.poll(async () => (await renderedProductIds(page)).filter((id) => seen.has(id))).toEqual([]);
    const ids = await renderedProductIds(page);
    expect(ids).toHaveLength(PRODUCTS_PER_PAGE);
    for (const id of ids) seen.add(id);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(pathAndQuery(canonical)).toBe(pathOf(number));
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    if (number === PAGES) break;

    const next = page.getByRole('navigation', { name: 'Faqet e produkteve' }).getByRole('link', {
      name: `Faqja ${number + 1}`,
    });
    expect(await next.evaluate((link) => link.tagName)).toBe('A');
    expect(pathAndQuery(await next.getAttribute('href'))).toBe(pathOf(number + 1));
    await next.click();
  }
}

describe('the Albanian product list in pages', () => {
  it('goes through three pages by their links with scripts running', async () => {
    const page = currentPage();
    await walkThreePages(page);
    // the scripts moved between pages without loading another document: the one loaded is the first page's
    const loaded = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name ?? '');
    expect(pathAndQuery(loaded)).toBe(pathOf(1));
  });

  it('goes through the same three pages with JavaScript disabled', async () => {
    const browser = currentPage().context().browser();
    if (!browser) throw new Error('the page has no browser');
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    try {
      await walkThreePages(await context.newPage());
    } finally {
      await context.close();
    }
  });
});
