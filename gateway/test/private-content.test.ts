import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_RECIPIENT_KEY, type BilingualSiteContentItem } from '@hiti/contracts';
import { loginAs } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';
import { fetchPage, WEB_DIST } from './support/web-pages';

const RECIPIENT = 'enquiries-inbox@hiti-kamina.test';
let system: TestSystem;
let adminCookie: string;
let managerCookie: string;

beforeAll(async () => {
  system = await startTestSystem({
    services: ['catalog', 'content', 'identity'],
    env: { WEB_DIST, SEED_DEMO: 'true' },
  });
  adminCookie = await loginAs(system, 'super_admin');
  managerCookie = await loginAs(system, 'product_manager');
});

afterAll(async () => {
  await system.close();
});

const get = (url: string, cookie?: string) =>
  system.gateway.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function editorsItems(query = ''): Promise<BilingualSiteContentItem[]> {
  const response = await get(`/api/admin/site-content${query}`, adminCookie);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<BilingualSiteContentItem[]>();
}

describe('the address contact enquiries go to', () => {
  beforeAll(async () => {
    const recipient = (await editorsItems('?type=contact')).find(
      (item) => item.key === CONTACT_RECIPIENT_KEY,
    );
    if (!recipient) throw new Error('the recipient item is not seeded');
    const saved = await system.gateway.inject({
      method: 'PATCH',
      url: `/api/site-content/${recipient.id}`,
      headers: { 'content-type': 'application/json', cookie: adminCookie },
      payload: { content: { mk: RECIPIENT, al: RECIPIENT } },
    });
    expect(saved.statusCode).toBe(200);
  });

  it('is read by super admins in the editors’ list, with the public items', async () => {
    const items = await editorsItems('?type=contact');
    expect(items.find((item) => item.key === CONTACT_RECIPIENT_KEY)?.content.mk).toBe(RECIPIENT);
    expect(items.map((item) => item.key)).toContain('contact_address');
    expect((await editorsItems()).map((item) => item.key)).toContain(CONTACT_RECIPIENT_KEY);
  });

  it('is in no public list, in either language, of any type', async () => {
    for (const query of ['', '?type=contact', '?lang=mk', '?type=contact&lang=al']) {
      const response = await get(`/api/site-content${query}`, adminCookie);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(RECIPIENT);
      expect(response.json<{ key: string }[]>().map((item) => item.key)).not.toContain(CONTACT_RECIPIENT_KEY);
    }
  });

  it('is in no rendered page', async () => {
    for (const url of ['/contact', '/al/contact', '/']) {
      const page = await fetchPage(system, url);
      expect(page.status).toBe(200);
      expect(page.html).not.toContain(RECIPIENT);
    }
  });

  it('is refused to other admins and to visitors', async () => {
    const manager = await get('/api/admin/site-content?type=contact', managerCookie);
    expect(manager.statusCode).toBe(403);
    expect(manager.json()).toMatchObject({ error: { code: 'CONTENT_FORBIDDEN' } });
    const visitor = await get('/api/admin/site-content?type=contact');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body).not.toContain(RECIPIENT);
  });

  it('refuses an unknown type or parameter with 400', async () => {
    const unknownType = await get('/api/admin/site-content?type=nope', adminCookie);
    expect(unknownType.statusCode).toBe(400);
    const unknownParameter = await get('/api/admin/site-content?lang=mk', adminCookie);
    expect(unknownParameter.statusCode).toBe(400);
  });
});
