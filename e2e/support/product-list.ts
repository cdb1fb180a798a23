import { parseHTML } from 'linkedom';
import { DEFAULT_EUR_TO_MKD } from '@hiti/contracts';
import type { Page } from 'playwright-core';

const PRODUCT_LINK = /\/product\/(\d+)$/;

/** The product ids linked from the page's main content, in order, each once. */
function linkedProductIds(hrefs: string[]): number[] {
  const ids = hrefs.flatMap((href) => {
    const match = PRODUCT_LINK.exec(new URL(href, 'http://page.invalid').pathname);
    return match?.[1] ? [Number(match[1])] : [];
  });
  return [...new Set(ids)];
}

const MAIN_LINKS = 'main a[href]';

/** The products a page lists in the HTML the server sends, before any script runs. */
export async function serverRenderedProductIds(url: string): Promise<number[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const { document } = parseHTML(await response.text());
  return linkedProductIds(
    [...document.querySelectorAll(MAIN_LINKS)].map((link) => link.getAttribute('href') ?? ''),
  );
}

/** The products the page in the browser lists now. */
export async function renderedProductIds(page: Page): Promise<number[]> {
  return linkedProductIds(
    await page
      .locator(MAIN_LINKS)
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')),
  );
}

interface ListedProduct {
  id: number;
  categoryId: number;
  effectivePrice: number;
}

async function listed(baseUrl: string, query = ''): Promise<ListedProduct[]> {
  const response = await fetch(`${baseUrl}/api/products${query ? `?${query}` : ''}`);
  if (!response.ok) throw new Error(`/api/products?${query} answered ${response.status}`);
  return (await response.json()) as ListedProduct[];
}

/**
 * A `/products` page query with a category, a price range and a sort that keeps more than one product of
 * the largest category but not all of them (from its second-cheapest shown price up to its dearest, in whole
 * denars as the page shows prices at the default rate), and the ids the page should list for it, in order.
 */
export async function narrowlyFilteredList(baseUrl: string): Promise<{ query: string; expected: number[] }> {
  const counts = new Map<number, number>();
  for (const product of await listed(baseUrl)) {
    counts.set(product.categoryId, (counts.get(product.categoryId) ?? 0) + 1);
  }
  const [categoryId] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  const sorted = `category=${categoryId}&sort=price-high-low`;
  const inCategory = await listed(baseUrl, sorted);
  const denars = (product: ListedProduct) => Math.round(product.effectivePrice * DEFAULT_EUR_TO_MKD);
  const prices = inCategory.map(denars).sort((a, b) => a - b);
  const [minPrice, maxPrice] = [prices[1] ?? 0, prices.at(-1) ?? 0];
  const expected = inCategory
    .filter((product) => denars(product) >= minPrice && denars(product) <= maxPrice)
    .map((product) => product.id);
  const query = `${sorted}&minPrice=${minPrice}&maxPrice=${maxPrice}`;
  if (expected.length < 2 || expected.length >= inCategory.length) {
    throw new Error(
      `the demo catalogue gives no narrowing filter: ${query} keeps ${expected.length} of ${inCategory.length}`,
    );
  }
  return { query, expected };
}
