import { describe, expect, inject, it } from 'vitest';
import { storefrontTexts } from '@hiti/contracts';
import type { Request } from 'playwright-core';
import { tabThrough } from '../support/keyboard';
import { waitForMail } from '../support/mail';
import { asNewVisitor, useBrowserPage } from '../support/page';
import { narrowlyFilteredList, renderedProductIds, serverRenderedProductIds } from '../support/product-list';
import { firstProductId } from '../support/public-routes';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const currentPage = useBrowserPage();

describe('a visitor in headless Chromium', () => {
  it('lands on the Macedonian home page with its hero and header', async () => {
    const page = currentPage();
    await page.goto(baseUrl);
    await page.getByTestId('hero').waitFor();
    await expect(page.getByRole('link', { name: 'Производи' }).first().isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('language') ?? 'mk')).toBe('mk');
  });

  it('browses the catalogue, searches in Latin letters and opens a product priced in denars', async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/products`);
    await page.getByTestId('price').nth(7).waitFor();
    const everything = await page.getByTestId('price').count();
    await page.getByLabel('Пребарај производи...').fill('kamin');
    await expect
      .poll(async () => page.getByTestId('price').count(), { timeout: 10_000 })
      .toBeLessThan(everything);
    expect(await page.getByTestId('price').count()).toBeGreaterThan(0);
    await page.locator('a[href^="/product/"]').first().click();
    await page.waitForURL(/\/product\/\d+$/);
    await expect.poll(() => page.getByTestId('price').first().textContent()).toContain('ден');
  });

  it('sends the contact form and the showroom receives the mail', async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/contact`);
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Испрати порака' }) });
    await form.getByLabel('Име и презиме', { exact: true }).fill('Бесник Алиу');
    await form.getByLabel('Е-пошта', { exact: true }).fill('besnik@example.com');
    await form.getByLabel('Телефон', { exact: true }).fill('071234567');
    await form.getByLabel('Тема', { exact: true }).fill('Печка на пелети');
    await form.getByLabel('Порака', { exact: true }).fill('Дали печката на пелети е достапна оваа недела?');
    await form.getByRole('button', { name: 'Испрати порака' }).click();
    await page.getByText(storefrontTexts.mk.contact.sentTitle).waitFor();
    const { email } = await waitForMail(mailDir, (raw) => raw.includes('besnik@example.com'));
    expect(email.text).toContain('Дали печката на пелети е достапна');
  });

  it('shows the 404 page for an unknown path, answered with 404', async () => {
    const page = currentPage();
    const response = await page.goto(`${baseUrl}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByText('Страницата што ја барате не постои.').waitFor();
  });
});

describe('the storefront in two languages', () => {
  it('switches a filtered product list to the same list in Albanian and remembers the choice', async () => {
    await asNewVisitor(currentPage(), async (visitor) => {
      await visitor.goto(`${baseUrl}/products?onPromo=true&sort=price-high-low`);
      await visitor.getByTestId('language-al').click();
      await visitor.waitForURL(`${baseUrl}/al/products?onPromo=true&sort=price-high-low`);
      await expect.poll(() => visitor.evaluate(() => document.documentElement.lang)).toBe('sq');
      expect(await visitor.evaluate(() => localStorage.getItem('language'))).toBe('al');
    });
  });

  it('switches a product page to the same product in Albanian and back', async () => {
    const productId = await firstProductId(baseUrl);
    await asNewVisitor(currentPage(), async (visitor) => {
      await visitor.goto(`${baseUrl}/product/${productId}`);
      await visitor.getByTestId('language-al').click();
      await visitor.waitForURL(`${baseUrl}/al/product/${productId}`);
      await visitor.getByTestId('language-mk').click();
      await visitor.waitForURL(`${baseUrl}/product/${productId}`);
      expect(await visitor.evaluate(() => localStorage.getItem('language'))).toBe('mk');
    });
  });

  it('takes a visitor who chose Albanian to the Albanian pages on the next visit', async () => {
    await asNewVisitor(currentPage(), async (visitor) => {
      await visitor.goto(`${baseUrl}/contact`);
      await visitor.getByTestId('language-al').click();
      await visitor.waitForURL(`${baseUrl}/al/contact`);
      const nextVisit = await visitor.context().newPage();
      await nextVisit.goto(`${baseUrl}/products`);
      await nextVisit.waitForURL(`${baseUrl}/al/products`);
      await expect.poll(() => nextVisit.evaluate(() => document.documentElement.lang)).toBe('sq');
    });
  });

  it('follows ?lang=al to the Albanian address of the page', async () => {
    await asNewVisitor(currentPage(), async (visitor) => {
      await visitor.goto(`${baseUrl}/about?lang=al`);
      await visitor.waitForURL(`${baseUrl}/al/about`);
      await expect.poll(() => visitor.evaluate(() => document.documentElement.lang)).toBe('sq');
    });
  });
});

describe('a shared, filtered product list', () => {
  it('lists the same products in the server HTML and after hydration, without fetching them again', async () => {
    const { query, expected } = await narrowlyFilteredList(baseUrl);
    expect(await serverRenderedProductIds(`${baseUrl}/products?${query}`)).toEqual(expected);
    const page = currentPage();
    const listReads: string[] = [];
    const recordListRead = (request: Request) => {
      if (new URL(request.url()).pathname === '/api/products') listReads.push(request.url());
    };
    page.on('request', recordListRead);
    try {
      await page.goto(`${baseUrl}/products?${query}`, { waitUntil: 'networkidle' });
      expect(await renderedProductIds(page)).toEqual(expected);
      expect(listReads).toEqual([]);
    } finally {
      page.off('request', recordListRead);
    }
  });
});

describe('a keyboard visitor', () => {
  it('tabs through the header to the switcher (one stop) and the search field, seeing where the focus is', async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/products`, { waitUntil: 'networkidle' });
    const searchLabel = 'Пребарај производи...';
    const stops = await tabThrough(page, 40, (stop) => stop.label === searchLabel);
    const described = stops.map((stop) => stop.describe);
    expect(stops.at(-1)?.label, `stops: ${described.join(', ')}`).toBe(searchLabel);
    expect(stops.filter((stop) => stop.inLanguageSwitcher)).toHaveLength(1);
    const headerAndSearch = stops.filter((stop) => stop.inHeader || stop.label === searchLabel);
    expect(headerAndSearch.filter((stop) => !stop.visibleFocus).map((stop) => stop.describe)).toEqual([]);
  });

  it('never stops on the buttons of a hidden hero slide', async () => {
    const page = currentPage();
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await page.getByTestId('hero').waitFor();
    const stops = await tabThrough(page, 80);
    expect(stops.length).toBeGreaterThan(5);
    expect(stops.filter((stop) => stop.hidden).map((stop) => stop.describe)).toEqual([]);
  });
});
