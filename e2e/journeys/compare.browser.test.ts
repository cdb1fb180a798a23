import { describe, expect, inject, it } from 'vitest';
import { useBrowserPage } from '../support/page';
import { renderedProductIds } from '../support/product-list';

const baseUrl = inject('baseUrl');
const currentPage = useBrowserPage();

/** The products whose columns the comparison shows, in order. */
const comparedIds = (page: ReturnType<typeof currentPage>) =>
  page
    .locator('th[data-product-id]')
    .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-product-id'))));

describe('comparing products', () => {
  it('marks three products, compares them, narrows to the differences and switches to Albanian', async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/products`);
    const marked = (await renderedProductIds(page)).slice(0, 3);
    expect(marked).toHaveLength(3);
    for (const id of marked) await page.getByTestId(`compare-${id}`).click();
    for (const id of marked) {
      expect(await page.getByTestId(`compare-${id}`).getAttribute('aria-pressed')).toBe('true');
    }
    const bar = page.getByTestId('compare-bar');
    expect(await bar.textContent()).toBe('Спореди (3)');

    // the marks outlive the page: another page of the site shows the same bar
    await page.goto(`${baseUrl}/stores`);
    await bar.click();
    await page.waitForURL(`${baseUrl}/compare?ids=${marked.join(',')}`);
    await expect.poll(() => comparedIds(page), { timeout: 15_000 }).toEqual(marked);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Споредба на производи');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const differing = page.locator('tr.compare-table__differs');
    expect(await differing.count()).toBeGreaterThan(0);

    await page.getByTestId('compare-only-differences').click();
    await page.waitForURL(/only=differences/u);
    // left: the brand, the code and the price, and the specification rows that differ
    await expect
      .poll(() => page.locator('tbody tr:not(.compare-table__differs)').count(), { timeout: 15_000 })
      .toBe(3);
    expect(await differing.count()).toBeGreaterThan(0);

    await page.getByTestId('language-al').click();
    await page.waitForURL(`${baseUrl}/al/compare?ids=${marked.join(',')}&only=differences`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
      .toBe('Krahasimi i produkteve');
    await expect.poll(() => comparedIds(page), { timeout: 15_000 }).toEqual(marked);
    expect(await page.getByRole('rowheader', { name: 'Kodi' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Të gjitha specifikimet' }).count()).toBe(1);
  });

  it('shows what it can of a comparison address with too many, unknown and malformed ids, without scripts', async () => {
    const browser = currentPage().context().browser();
    if (!browser) throw new Error('the page has no browser');
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/products`);
      const [first, second, third, fourth] = await renderedProductIds(page);
      const response = await page.goto(
        `${baseUrl}/al/compare?ids=${first},abc,999999,${second},${third},${fourth}`,
      );
      expect(response?.status()).toBe(200);
      expect(await comparedIds(page)).toEqual([first, second]);
      expect(await page.getByText('Produkte nga adresa që nuk u gjetën: 2.').count()).toBe(1);
      expect(await page.getByText(/Krahasohen deri në 3 produkte; të tjerat \(2\)/u).count()).toBe(1);

      const garbage = await page.goto(`${baseUrl}/compare?ids=%3Cscript%3E,,-1`);
      expect(garbage?.status()).toBe(200);
      expect(await page.getByText('Нема избрани производи за споредба.').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('is no page of the sitemap', async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap-pages.xml`)).text();
    expect(sitemap).toContain('/stores');
    expect(sitemap).not.toContain('/compare');
  });
});
