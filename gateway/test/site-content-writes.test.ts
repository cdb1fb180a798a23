import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityRoutes, type BilingualSiteContentItem } from '@hiti/contracts';
import { createRedis } from '@hiti/service-kit';
import { testEnv } from '@hiti/local/test-env';
import { loginAs } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

const env = testEnv();
const redis = createRedis(env.redisUrl);
let system: TestSystem;
let adminCookie: string;
let managerCookie: string;

beforeAll(async () => {
  system = await startTestSystem({ services: ['content', 'identity'] });
  adminCookie = await loginAs(system, 'super_admin');
  managerCookie = await loginAs(system, 'product_manager');
});

afterAll(async () => {
  await system.close();
  redis.disconnect();
});

const cacheGeneration = async () => Number(await redis.get(`${system.names.prefix}:cache-gen:site-content`));

const write = (method: 'POST' | 'PATCH', url: string, cookie: string, payload: object) =>
  system.gateway.inject({ method, url, headers: { 'content-type': 'application/json', cookie }, payload });

async function readAll(query = ''): Promise<BilingualSiteContentItem[]> {
  const response = await system.gateway.inject({ method: 'GET', url: `/api/site-content${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<BilingualSiteContentItem[]>();
}

const itemOf = async (key: string) => {
  const item = (await readAll()).find((candidate) => candidate.key === key);
  if (!item) throw new Error(`no item ${key}`);
  return item;
};

async function auditOf(entityId: number) {
  const page = await system.gateway.services.identity.request(identityRoutes.listAudit, {
    query: { entity: 'site_content', pageSize: 100 },
    caller: { id: 1, username: 'admin', role: 'super_admin' },
  });
  return page.items.filter((entry) => entry.entityId === String(entityId));
}

describe('super admin writes through the cached route', () => {
  it('shows a created item on the very next read, and records it in the audit log', async () => {
    await readAll('?type=about');
    const generation = await cacheGeneration();
    const created = await write('POST', '/api/site-content', adminCookie, {
      type: 'about',
      key: 'about_gateway_note',
      content: { mk: 'Создадено преку gateway', al: 'Created through the gateway' },
    });
    expect(created.statusCode).toBe(201);
    const item = created.json<BilingualSiteContentItem>();
    expect((await readAll('?type=about')).map((candidate) => candidate.key)).toContain('about_gateway_note');
    // Dropped twice: by the gateway right after the write, and again when content.updated arrives.
    await expect.poll(cacheGeneration, { timeout: 10_000 }).toBe(generation + 2);
    const [entry] = await auditOf(item.id);
    expect(entry).toMatchObject({ action: 'create', entity: 'site_content', before: null, after: item });
    expect(entry?.actor).toMatchObject({ username: 'admin', role: 'super_admin' });
  });

  it('shows an update on the very next read and bumps updatedAt, with before and after audited', async () => {
    const before = await itemOf('hero_main_title');
    expect(await readAll()).toContainEqual(before);
    const patched = await write('PATCH', `/api/site-content/${before.id}`, adminCookie, {
      content: { mk: 'Камини за секој дом', al: 'Kamina për çdo shtëpi' },
    });
    expect(patched.statusCode).toBe(200);
    const after = await itemOf('hero_main_title');
    expect(after).toEqual(patched.json());
    expect(after).toMatchObject({ content: { mk: 'Камини за секој дом', al: 'Kamina për çdo shtëpi' } });
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    const [entry] = await auditOf(before.id);
    expect(entry).toMatchObject({ action: 'update', before, after });
  });

  it('passes the service answers on: 409 for a taken key and a third hero slide, 404 for an unknown id', async () => {
    const taken = await write('POST', '/api/site-content', adminCookie, {
      type: 'legal',
      key: 'legal_terms_mk',
      content: { mk: '<p>x</p>', al: '' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: { code: 'CONTENT_KEY_TAKEN' } });
    const third = await write('POST', '/api/site-content', adminCookie, {
      type: 'hero',
      key: 'hero_slider_3',
      content: { mk: '/images/hero-3.jpg', al: '' },
      contentType: 'image',
    });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ error: { code: 'HERO_SLIDE_LIMIT' } });
    const unknown = await write('PATCH', '/api/site-content/99999', adminCookie, {
      content: { mk: 'x', al: '' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'CONTENT_NOT_FOUND' } });
  });

  it('validates the body at the gateway with per-field details', async () => {
    const response = await write('POST', '/api/site-content', adminCookie, {
      type: 'about',
      content: { mk: 'x', al: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [{ path: 'key' }] },
    });
  });

  it('stores legal HTML sanitized', async () => {
    const privacy = await itemOf('legal_privacy_al');
    const response = await write('PATCH', `/api/site-content/${privacy.id}`, adminCookie, {
      content: {
        mk: '<h2>1. Hyrje</h2><p onmouseover="x()">Tekst</p><script>alert(1)</script><a href="javascript:x()">a</a>',
        al: '',
      },
    });
    expect(response.json<BilingualSiteContentItem>().content.mk).toBe(
      '<h2>1. Hyrje</h2><p>Tekst</p><a>a</a>',
    );
    expect((await itemOf('legal_privacy_al')).content.mk).toBe('<h2>1. Hyrje</h2><p>Tekst</p><a>a</a>');
  });
});

describe('a product manager', () => {
  it('gets 403 CONTENT_FORBIDDEN with the contact-an-administrator text and changes nothing', async () => {
    const story = await itemOf('about_story');
    const responses = [
      await write('POST', '/api/site-content', managerCookie, {
        type: 'about',
        key: 'about_pm',
        content: { mk: 'x', al: '' },
      }),
      await write('PATCH', `/api/site-content/${story.id}`, managerCookie, { content: { mk: 'x', al: '' } }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: {
          code: 'CONTENT_FORBIDDEN',
          message: 'This content is managed by a super administrator. Please contact an administrator.',
        },
      });
    }
    expect(await itemOf('about_story')).toEqual(story);
    expect((await readAll()).some((item) => item.key === 'about_pm')).toBe(false);
  });
});
