import { describe, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserPage } from '../support/page';
import { signIn } from './editors-support';

const baseUrl = inject('baseUrl');
const currentPage = useBrowserPage();

/** Chooses the admin language in the header's select, named `label` in the language shown now. */
async function chooseAdminLanguage(page: Page, label: string, code: 'MK' | 'SQ') {
  await page.getByRole('combobox', { name: label }).click();
  await page.locator('.ant-select-item-option', { hasText: code }).click();
}

describe('the catalog screens of the admin in Macedonian and Albanian, in headless Chromium', () => {
  it('signs in', async () => {
    await signIn(currentPage(), baseUrl);
  });

  it('shows the product list, product form and category manager in Macedonian', async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/admin/products`);
    await page.getByText('In Stock Only').waitFor();
    await chooseAdminLanguage(page, 'Admin language', 'MK');
    await page.getByText('Само на залиха').waitFor();
    await page.getByRole('columnheader', { name: 'Дејства' }).waitFor();
    await page.getByRole('button', { name: /Уреди/ }).first().waitFor();

    await page.getByRole('link', { name: /Додај нов производ/ }).click();
    await page.waitForURL(/\/admin\/product\/new$/);
    await page.getByText('Основни информации').waitFor();
    await page.getByLabel('Полна цена (€, со ДДВ)').fill('-5');
    await page.getByRole('button', { name: 'Зачувај производ' }).click();
    await page.getByText('Цената мора да биде 0 или повеќе').waitFor();
    await page.getByText('Името на производот е задолжително').waitFor();

    await page.goto(`${baseUrl}/admin/categories`);
    await page.getByText('Управување со категории').first().waitFor();
    await page.getByRole('columnheader', { name: 'Име (албански)' }).waitFor();
    await page.getByRole('button', { name: /Додај категорија/ }).click();
    await page.getByText('Предложени слики:').waitFor();
  });

  it('keeps the choice and switches to Albanian', async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/admin/products`);
    await page.getByText('Само на залиха').waitFor();
    await chooseAdminLanguage(page, 'Јазик на администрацијата', 'SQ');
    await page.getByText('Vetëm në stok').waitFor();
    await page.getByRole('columnheader', { name: 'Veprimet' }).waitFor();

    await page.goto(`${baseUrl}/admin/product/new`);
    await page.getByText('Informacioni bazë').waitFor();
    await page.getByRole('button', { name: 'Ruaj produktin' }).click();
    await page.getByText('Emri i produktit është i detyrueshëm').waitFor();

    await page.goto(`${baseUrl}/admin/categories`);
    await page.getByText('Menaxhimi i kategorive').first().waitFor();
    await page.getByRole('button', { name: /Shto kategori/ }).click();
    await page.getByLabel('Emri (maqedonisht)').fill('Печки');
    await page.getByRole('button', { name: /Krijo kategorinë/ }).click();
    await page.getByText('Ju lutemi plotësoni të gjitha fushat').waitFor();
  });
});
