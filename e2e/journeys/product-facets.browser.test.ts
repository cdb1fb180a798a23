import { parseHTML } from 'linkedom';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserPage } from '../support/page';
import { renderedProductIds, serverRenderedProductIds } from '../support/product-list';

const baseUrl = inject('baseUrl');
const currentPage = useBrowserPage();
const WOOD_8_12 = 'fuel=wood&heatOutputMin=8&heatOutputMax=12';
const PANEL = '[data-testid="specification-filters"]';

/** The products the API lists for the filters, on the first page as /al/products shows it. */
async function apiIds(): Promise<number[]> {
  const response = await fetch(`${baseUrl}/api/products?${WOOD_8_12}&lang=al&page=1&pageSize=24`);
  const page = (await response.json()) as { items: { id: number }[] };
  return page.items.map((product) => product.id);
}

const choiceCounts = (page: Page) =>
  page
    .locator(`${PANEL} label.ui-checkbox`)
    .evaluateAll((labels) => labels.map((label) => label.textContent));

/** Chooses wood and 8-12 kW in the panel and applies them. */
async function chooseWood8to12(page: Page): Promise<void> {
  // hydrated (its chunks loaded) before the choices are made, as a visitor's page is by the time they choose
  await page.goto(`${baseUrl}/al/products`, { waitUntil: 'networkidle' });
  const panel = page.locator(PANEL);
  if (!(await panel.evaluate((details: HTMLDetailsElement) => details.open))) {
    await panel.locator('summary').click();
  }
  await panel.locator('input[name="fuel"][value="wood"]').check();
  await panel.locator('input[name="heatOutputMin"]').fill('8');
  await panel.locator('input[name="heatOutputMax"]').fill('12');
  await panel.getByRole('button', { name: 'Apliko' }).click();
}

describe('filtering wood stoves of 8-12 kW on /al/products', () => {
  it('shows the same products and counts in the server HTML and after hydration', async () => {
    const expected = await apiIds();
    expect(expected.length).toBeGreaterThan(0);
    const url = `${baseUrl}/al/products?${WOOD_8_12}`;
    expect(await serverRenderedProductIds(url)).toEqual(expected);
    const html = await (await fetch(url)).text();
    expect(html).toContain('Filtrat sipas specifikimeve');
    const page = currentPage();
    await page.goto(url);
    await expect.poll(() => renderedProductIds(page)).toEqual(expected);
    const { document } = parseHTML(html);
    const serverCounts = [...document.querySelectorAll(`${PANEL} label.ui-checkbox`)].map(
      (label) => label.textContent,
    );
    expect(serverCounts).toContain('Dru (' + String(expected.length) + ')');
    await expect.poll(() => choiceCounts(page)).toEqual(serverCounts);
  });

  it('applies the filters in place after hydration, keeping them in the address', async () => {
    const page = currentPage();
    await chooseWood8to12(page);
    await page.waitForURL(`${baseUrl}/al/products?${WOOD_8_12}`);
    await expect.poll(() => renderedProductIds(page)).toEqual(await apiIds());
  });

  it('works without JavaScript: the form loads the filtered page', async () => {
    const browser = currentPage().context().browser();
    if (!browser) throw new Error('no browser');
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await chooseWood8to12(page);
      await page.waitForURL((address) => address.searchParams.get('heatOutputMax') === '12');
      expect(await renderedProductIds(page)).toEqual(await apiIds());
      expect(await page.locator(`${PANEL} input[name="fuel"][value="wood"]`).isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('filtering by a brand on /al/products', () => {
  it('lists the products of the checked brand, server HTML and hydrated page alike', async () => {
    const brands = (await (await fetch(`${baseUrl}/api/brands`)).json()) as { id: number; name: string }[];
    const mcz = brands.find((brand) => brand.name === 'MCZ');
    if (!mcz) throw new Error('the demo catalogue has no MCZ');
    const listed = await fetch(`${baseUrl}/api/products?brandId=${mcz.id}&lang=al&page=1&pageSize=24`);
    const expected = ((await listed.json()) as { items: { id: number }[] }).items.map(
      (product) => product.id,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(await serverRenderedProductIds(`${baseUrl}/al/products?brandId=${mcz.id}`)).toEqual(expected);

    const page = currentPage();
    await page.goto(`${baseUrl}/al/products`);
    const panel = page.locator(PANEL);
    if (!(await panel.evaluate((details: HTMLDetailsElement) => details.open))) {
      await panel.locator('summary').click();
    }
    await panel.locator(`input[name="brandId"][value="${mcz.id}"]`).check();
    await panel.getByRole('button', { name: 'Apliko' }).click();
    await page.waitForURL(`${baseUrl}/al/products?brandId=${mcz.id}`);
    await expect.poll(() => renderedProductIds(page)).toEqual(expected);
  });
});
