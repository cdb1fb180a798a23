import { describe, expect, inject, it } from 'vitest';
import type { Category } from '@hiti/contracts';
import { DESKTOP, PHONE, useBrowserPage } from '../support/page';
import { E2E_ADMIN } from '../support/constants';

const baseUrl = inject('baseUrl');
const currentPage = useBrowserPage();

describe('an admin in headless Chromium', () => {
  it('signs in and reaches the super-admin dashboard', async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/admin`);
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.getByText('Admin Dashboard').first().waitFor();
  });

  it('adds a category that the storefront API then lists', async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/admin/categories`);
    await page.getByRole('button', { name: 'Add Category' }).click();
    await page.getByLabel('Name (MK)').fill('Камини на биоетанол');
    await page.getByLabel('Description (MK)').fill('Камини без оџак, на биоетанол');
    await page.getByLabel('Name (AL)').fill('Kamina me bioetanol');
    await page.getByRole('button', { name: 'Create Category' }).click();
    await page.getByRole('cell', { name: 'Камини на биоетанол' }).waitFor();
    const categories = (await (await fetch(`${baseUrl}/api/categories?lang=mk`)).json()) as Category[];
    expect(categories.map((category) => category.name)).toContain('Камини на биоетанол');
    const inAlbanian = (await (await fetch(`${baseUrl}/api/categories?lang=al`)).json()) as Category[];
    expect(inAlbanian.map((category) => category.name)).toContain('Kamina me bioetanol');
  });

  // the only user here is the first administrator, whom no one deletes; that screen speaks Albanian (SPEC §2)
  it.each([
    ['/admin/products', ['Edit', 'Delete']],
    ['/admin/categories', ['Edit', 'Delete']],
    ['/admin/user-management', ['Ndrysho']],
    ['/admin/stores', ['Edit', 'Delete']],
  ])(
    "keeps %s's row actions %j on a phone's screen (390 px), named though drawn as icons",
    async (path, actions) => {
      const page = currentPage();
      await page.setViewportSize(PHONE);
      try {
        await page.goto(`${baseUrl}${path}`);
        for (const action of actions) {
          const button = page.getByRole('button', { name: action, exact: true }).first();
          await button.waitFor();
          const box = await button.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
        }
      } finally {
        await page.setViewportSize(DESKTOP);
      }
    },
  );

  it('is sent back to the login page after logging out', async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/admin/dashboard`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/admin$/);
    const check = await page.evaluate(async () => (await fetch('/api/auth/check')).json());
    expect(check).toEqual({ authenticated: false, role: null });
  });
});
