import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalHeaders } from '@hiti/local/test-env';
import { createRedis } from '@hiti/service-kit';
import { testEnv } from '@hiti/local/test-env';
import { siteContentListSchema, type SiteContentItem, type BilingualSiteContentItem } from '@hiti/contracts';
import { startTestSystem, type TestSystem } from './support/system';

const env = testEnv();
const redis = createRedis(env.redisUrl);
let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem({ services: ['content', 'identity'] });
});

afterAll(async () => {
  await system.close();
  redis.disconnect();
});

const read = async (query = '') => {
  const response = await system.gateway.inject({ method: 'GET', url: `/api/site-content${query}` });
  expect(response.statusCode).toBe(200);
  return { response, items: response.json<BilingualSiteContentItem[]>() };
};

describe('GET /api/site-content', () => {
  it('answers every item to visitors, marked no-cache and kept in the shared cache', async () => {
    const { response, items } = await read();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(items.map((item) => item.key)).toEqual(expect.arrayContaining(['main_logo', 'legal_terms_mk']));
    expect(await redis.hexists(`${system.names.prefix}:cache:site-content`, '*:both')).toBe(1);
  });

  it('answers every text in one language with ?lang=, cached apart', async () => {
    const response = await system.gateway.inject({
      method: 'GET',
      url: '/api/site-content?type=hero&lang=al',
    });
    expect(response.statusCode).toBe(200);
    const slides = response.json<SiteContentItem[]>();
    expect(siteContentListSchema.safeParse(slides).success).toBe(true);
    expect(slides.find((item) => item.key === 'hero_slider_1')?.metadata.title).toBe(
      'Kamina premium për shtëpinë tuaj',
    );
    const inMacedonian = await system.gateway.inject({
      method: 'GET',
      url: '/api/site-content?type=hero&lang=mk',
    });
    expect(inMacedonian.json<SiteContentItem[]>()[0]?.metadata.title).toBe('Премиум камини за вашиот дом');
    expect(await redis.hexists(`${system.names.prefix}:cache:site-content`, 'hero:al')).toBe(1);
  });

  it('filters by type and ignores the cache-busting parameters', async () => {
    const { items } = await read('?type=hero&t=1700000000000&_=1');
    expect(items.map((item) => item.key).sort()).toEqual(['hero_slider_1', 'hero_slider_2']);
  });

  it('refuses an unknown type with 400', async () => {
    const response = await system.gateway.inject({ method: 'GET', url: '/api/site-content?type=nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [{ path: 'type' }] },
    });
  });

  it('shows a change made behind the gateway once content.updated arrives', async () => {
    const before = (await read('?type=hero_text')).items.find((item) => item.key === 'hero_subtitle');
    expect(before).toBeDefined();
    const content = system.services.content;
    if (!content || !before) throw new Error('content service not started');
    const changed = await content.inject({
      method: 'PATCH',
      url: `/site-content/${before.id}`,
      headers: internalHeaders('super_admin'),
      payload: { content: { mk: 'Променето зад gateway', al: 'Changed behind the gateway' } },
    });
    expect(changed.statusCode).toBe(200);
    await expect
      .poll(
        async () =>
          (await read('?type=hero_text')).items.find((item) => item.key === 'hero_subtitle')?.content.al,
        {
          timeout: 10_000,
        },
      )
      .toBe('Changed behind the gateway');
  });
});

describe('writes without a session', () => {
  it('are answered 401 UNAUTHENTICATED', async () => {
    const post = await system.gateway.inject({
      method: 'POST',
      url: '/api/site-content',
      headers: { 'content-type': 'application/json' },
      payload: { type: 'about', key: 'about_note', content: { mk: 'x', al: '' } },
    });
    const patch = await system.gateway.inject({
      method: 'PATCH',
      url: '/api/site-content/1',
      headers: { 'content-type': 'application/json' },
      payload: { content: { mk: 'x', al: '' } },
    });
    for (const response of [post, patch]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    }
  });
});
