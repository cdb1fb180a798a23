import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  activePanel,
  bilingualExpectation,
  markers,
  openTab,
  saved,
  useEditorJourney,
} from './editors-support';

const { baseUrl, currentPage, expectStorefront } = useEditorJourney(
  'Contact editor used in Albanian, as read on the storefront',
);

/** Chooses the admin's language in the header's language select (labelled in the language shown). */
async function chooseAdminLanguage(page: Page, language: 'EN' | 'MK' | 'SQ'): Promise<void> {
  await page.getByLabel(/^(Admin language|Јазик на администрацијата|Gjuha e administrimit)$/).click();
  await page.locator(`.ant-select-item-option[title="${language}"]`).click();
}

describe('the content editors in the admin language chosen in the header', () => {
  it('MK: the hero and contact editors show their titles, tabs and field labels in Macedonian', async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/admin/hero-editor`);
    await chooseAdminLanguage(page, 'MK');
    await expect
      .poll(() => page.getByRole('heading', { level: 3 }).first().innerText())
      .toBe('Уредување на воведниот дел на почетната страница');
    await openTab(page, 'Воведен слајд 2');
    const slide = activePanel(page);
    expect(await slide.getByLabel('Главен наслов (македонски)', { exact: true }).count()).toBe(1);
    expect(await slide.getByLabel('Поднаслов / опис (албански)', { exact: true }).count()).toBe(1);
    expect(await slide.getByRole('button', { name: 'Зачувај ги промените' }).count()).toBe(1);

    await page.goto(`${baseUrl}/admin/contact-editor`);
    await expect.poll(() => page.getByRole('tab', { name: 'Контакт-информации' }).count()).toBe(1);
    await page.getByLabel('Адреса (македонски)', { exact: true }).waitFor();
    expect(await page.getByLabel('Испраќај ги пораките до', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Назад кон контролната табла' }).count()).toBe(1);
  });

  it('SQ: a contact address saved from the Albanian admin is confirmed in Albanian and shown on /contact', async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/admin/contact-editor`);
    await chooseAdminLanguage(page, 'SQ');
    await expect.poll(() => page.getByRole('tab', { name: 'Të dhënat e kontaktit' }).count()).toBe(1);
    const address = markers('admin-sq-contact-address');
    await activePanel(page).getByLabel('Adresa (maqedonisht)', { exact: true }).fill(address.mk);
    await activePanel(page).getByLabel('Adresa (shqip)', { exact: true }).fill(address.al);
    await saved(page, () =>
      activePanel(page).getByRole('button', { name: 'Ruaj ndryshimet', exact: true }).click(),
    );
    await expect
      .poll(() => page.getByText('Të dhënat e kontaktit u përditësuan.').count())
      .toBeGreaterThan(0);
    await expectStorefront('Contact editor in Albanian: address', '/contact', (language) =>
      bilingualExpectation(['admin-sq-contact-address'], language),
    );
    await page.goto(`${baseUrl}/admin/contact-editor`);
    await chooseAdminLanguage(page, 'EN');
    await expect.poll(() => page.getByRole('tab', { name: 'Contact Information' }).count()).toBe(1);
  });
});
