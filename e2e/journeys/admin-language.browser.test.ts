import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_ADMIN } from '../support/constants';
import { useBrowserPage } from '../support/page';

const baseUrl = inject('baseUrl');
const currentPage = useBrowserPage();
const manager = { username: `menaxher-${randomBytes(3).toString('hex')}`, password: 'menaxher-fjalekalim' };

/** Chooses an option of the antd select labelled `label` by the text it shows. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

describe('the admin in three languages, in headless Chromium', () => {
  it('shows the login page in Albanian once chosen there, and signs in', async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/admin`);
    await page.getByText('Admin Login').waitFor();
    await choose(page, 'Admin language', 'SQ');
    await page.getByText('Hyrja e administratorit').waitFor();
    await page.getByLabel('Emri i përdoruesit').fill(E2E_ADMIN.username);
    await page.getByLabel('Fjalëkalimi').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Hyni' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.getByText('Paneli i administrimit').first().waitFor();
  });

  it('adds a product manager and reads the change in the audit log in Albanian', async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/admin/user-management`);
    await page.getByText('Krijo përdorues të ri').waitFor();
    await page.getByLabel('Emri i përdoruesit').fill(manager.username);
    await page.getByLabel('Fjalëkalimi').fill(manager.password);
    await choose(page, 'Roli', 'Menaxher produktesh');
    await page.getByRole('button', { name: 'Krijo përdoruesin' }).click();
    await page.getByText('Përdoruesi u krijua me sukses').waitFor();

    await page.goto(`${baseUrl}/admin/audit`);
    await page.getByText('Regjistri i ndryshimeve').waitFor();
    for (const column of ['Kur', 'Kush', 'Veprimi', 'Objekti', 'Përmbledhja']) {
      await page.getByRole('columnheader', { name: column, exact: true }).waitFor();
    }
    const row = page.getByRole('row').filter({ hasText: manager.username });
    await row.getByText('krijim', { exact: true }).waitFor();
    await row.getByText(/^përdorues administrator #\d+$/).waitFor();
    expect(await row.getByText(`${E2E_ADMIN.username} (super administrator)`).count()).toBe(1);
  });

  it('switches the dashboard to Macedonian and keeps it after a reload', async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/admin/dashboard`);
    await choose(page, 'Gjuha e administrimit', 'MK');
    await page.getByText('Администраторска контролна табла').waitFor();
    await page.getByText('Управување со содржина').waitFor();
    await page.reload();
    await page.getByText('Дневник на промени').waitFor();
    expect(await page.getByRole('button', { name: 'Одјава' }).count()).toBe(1);
    expect(await page.getByText('Admin Dashboard').count()).toBe(0);
  });

  it('tells the product manager in Macedonian to contact an administrator', async () => {
    const page = currentPage();
    await page.getByRole('button', { name: 'Одјава' }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByText('Најава за администратори').waitFor();
    await page.getByLabel('Корисничко име').fill(manager.username);
    await page.getByLabel('Лозинка').fill(manager.password);
    await page.getByRole('button', { name: 'Најава' }).click();
    await page.waitForURL(/\/admin\/product-manager$/);

    await page.goto(`${baseUrl}/admin/legal-editor`);
    await page
      .getByText('Оваа содржина ја уредува супер-администратор. Ве молиме обратете се кај администратор.')
      .waitFor();
    const home = page.getByRole('link', { name: 'Одете на вашата контролна табла' });
    expect(await home.getAttribute('href')).toBe('/admin/product-manager');
  });
});
