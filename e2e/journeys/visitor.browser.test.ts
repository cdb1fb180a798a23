import { describe, expect, inject, it } from 'vitest';
import { uiMessage } from '@hiti/contracts';
import { useBrowserPage } from '../support/page';
import { waitForMail } from '../support/mail';

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
    await page.getByText(uiMessage('contactSuccessTitle', 'mk')).waitFor();
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
