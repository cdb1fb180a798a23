import { describe, expect, inject, it } from 'vitest';
import type { BilingualProduct, Product } from '@hiti/contracts';
import { waitForMail } from '../support/mail';
import { E2E_ADMIN } from '../support/constants';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');

async function getJson<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${path}`, init);
  return { status: response.status, body: (await response.json()) as T };
}

const json = (body: unknown, cookie?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
});

describe('API journeys through the gateway of a running system', () => {
  it('a visitor finds the demo catalogue in either script', async () => {
    const all = await getJson<Product[]>('/api/products');
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThanOrEqual(20);
    const latin = await getJson<Product[]>('/api/products?search=kamin');
    const cyrillic = await getJson<Product[]>(`/api/products?search=${encodeURIComponent('камин')}`);
    expect(latin.body.length).toBeGreaterThan(0);
    expect(latin.body.map((product) => product.id).sort()).toEqual(
      cyrillic.body.map((product) => product.id).sort(),
    );
  });

  it('a contact message reaches the showroom mailbox with the visitor as reply-to', async () => {
    const subject = `Понуда за камин ${Date.now()}`;
    const sent = await fetch(
      `${baseUrl}/api/contact`,
      json({
        name: 'Ана Петровска',
        email: 'ana@example.com',
        phone: '070123456',
        subject,
        message: 'Ве молам испратете понуда за вградлив камин.',
      }),
    );
    expect(sent.status).toBe(202);
    const { email } = await waitForMail(mailDir, (raw) => raw.includes('ana@example.com'));
    expect(email.subject).toContain(subject);
    expect(email.replyTo?.[0]?.address).toBe('ana@example.com');
    expect(email.text).toContain('вградлив камин');
  });

  it('an admin signs in, adds a product and every visitor sees it at once', async () => {
    const login = await fetch(`${baseUrl}/api/auth/login`, json(E2E_ADMIN));
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const before = await getJson<BilingualProduct[]>('/api/products');
    const created = await fetch(
      `${baseUrl}/api/products`,
      json(
        {
          name: { mk: 'Камин Тест Е2Е', al: 'Kamin Test E2E' },
          description: { mk: 'Производ додаден од администратор', al: 'Produkt i shtuar nga administratori' },
          category: before.body[0]?.categoryId ?? 'Aksesor',
          // a picture the site serves: every page that lists the product loads it
          imageUrl: before.body[0]?.imageUrl ?? '',
          fullPrice: 1234.5,
        },
        cookie,
      ),
    );
    expect(created.status).toBe(201);
    const after = await getJson<BilingualProduct[]>('/api/products');
    expect(after.body.length).toBe(before.body.length + 1);
    expect(after.body.some((product) => product.name.mk === 'Камин Тест Е2Е')).toBe(true);
    const inAlbanian = await getJson<Product[]>('/api/products?lang=al');
    expect(inAlbanian.body.some((product) => product.name === 'Kamin Test E2E')).toBe(true);
  });

  it('serves the web app for page paths and a JSON 404 for unknown API paths', async () => {
    const page = await fetch(`${baseUrl}/product/1`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const missing = await getJson<{ error: { code: string } }>('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('ROUTE_NOT_FOUND');
  });
});
