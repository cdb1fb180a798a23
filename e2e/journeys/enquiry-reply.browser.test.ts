import { describe, expect, inject, it } from 'vitest';
import { enquirySchema, productPageSchema } from '@hiti/contracts';
import { E2E_ADMIN } from '../support/constants';
import { waitForMail } from '../support/mail';
import { asNewVisitor, useBrowserPage } from '../support/page';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const currentPage = useBrowserPage();

describe('an enquiry about a product, asked in Albanian and answered from the admin', () => {
  it('reaches the inbox with its product, and the reply reaches the visitor in Albanian, signed', async () => {
    const visitorEmail = `arta-${Date.now().toString(36)}@example.com`;
    const listed = productPageSchema.parse(
      await (await fetch(`${baseUrl}/api/products?lang=al&page=1&pageSize=1`)).json(),
    );
    const product = listed.items[0];
    if (!product) throw new Error('the end-to-end catalogue has no product');

    await asNewVisitor(currentPage(), async (visitor) => {
      await visitor.goto(`${baseUrl}/al/product/${product.id}`);
      await visitor.getByRole('link', { name: 'Na kontaktoni për blerje' }).first().click();
      await visitor.waitForURL(new RegExp(`/al/contact\\?product=${product.id}$`, 'u'));
      const form = visitor
        .locator('form')
        .filter({ has: visitor.getByRole('button', { name: 'Dërgo mesazhin' }) });
      // the subject and message are written for the product once it is read
      await expect
        .poll(() => form.getByLabel('Subjekti', { exact: true }).inputValue())
        .toContain(product.name);
      await form.getByLabel('Emri dhe mbiemri', { exact: true }).fill('Arta Berisha');
      await form.getByLabel('Email', { exact: true }).fill(visitorEmail);
      await form.getByLabel('Telefoni', { exact: true }).fill('071234567');
      await form.getByRole('button', { name: 'Dërgo mesazhin' }).click();
      await visitor.getByText('Mesazhi u dërgua').first().waitFor();
    });

    const page = currentPage();
    await page.goto(`${baseUrl}/admin/login`);
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin\/dashboard$/u);
    await page.goto(`${baseUrl}/admin/enquiries`);
    await page.getByLabel('Search name, e-mail, subject, message').fill(visitorEmail);
    const row = page.getByRole('row').filter({ hasText: 'Arta Berisha' });
    await row.getByRole('button', { name: 'Open' }).click();
    const answer = 'Soba është në dispozicion në sallonin tonë në Tetovë. Ju mirëpresim!';
    await page.getByLabel(/^Your answer to the visitor/u).fill(answer);
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByText('Reply queued').first().waitFor();

    // the reply is the one mail to the visitor (the showroom's copy is to the showroom, replying to them)
    const toVisitor = new RegExp(`^To: .*${visitorEmail.replace(/\./gu, '\\.')}`, 'imu');
    const { email } = await waitForMail(mailDir, (raw) => toVisitor.test(raw));
    expect(email.subject).toMatch(/^Re: /u);
    expect(email.text).toContain('I/E nderuar Arta Berisha,');
    expect(email.text).toContain(answer);
    expect(email.text).toContain('Me respekt,');
    expect(email.text).toContain(E2E_ADMIN.username);
    expect(email.text).toContain('Hiti Kamina — sallon oxhaqesh dhe sobash');

    const id = await page.evaluate(async (address) => {
      const list = (await (
        await fetch(`/api/admin/enquiries?search=${encodeURIComponent(address)}`)
      ).json()) as {
        items: { id: string }[];
      };
      return list.items[0]?.id;
    }, visitorEmail);
    const stored = enquirySchema.parse(
      await page.evaluate(async (enquiryId) => (await fetch(`/api/admin/enquiries/${enquiryId}`)).json(), id),
    );
    expect(stored.status).toBe('answered');
    expect(stored.product).toMatchObject({ id: product.id, name: { al: product.name } });
    expect(stored.language).toBe('al');
  });
});
