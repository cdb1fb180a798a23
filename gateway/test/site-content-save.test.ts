import { afterAll, describe, expect, it } from 'vitest';
import {
  identityRoutes,
  validationMessages,
  type BilingualSiteContentItem,
  type SiteContentSaveItem,
  type SiteContentSaveResult,
} from '@hiti/contracts';
import { createRedis } from '@hiti/service-kit';
import { testEnv } from '@hiti/local/test-env';
import { loginAs } from './support/login';
import { startTestSystem } from './support/system';

const redis = createRedis(testEnv().redisUrl);
const system = await startTestSystem({ services: ['content', 'identity'] });
const adminCookie = await loginAs(system, 'super_admin');
const managerCookie = await loginAs(system, 'product_manager');
afterAll(async () => {
  await system.close();
  redis.disconnect();
});

const cacheGeneration = async () => Number(await redis.get(`${system.names.prefix}:cache-gen:site-content`));

const save = (items: readonly SiteContentSaveItem[], cookie = adminCookie) =>
  system.gateway.inject({
    method: 'PUT',
    url: '/api/site-content',
    headers: { 'content-type': 'application/json', cookie },
    payload: { items },
  });

async function featureTexts(): Promise<Map<string, BilingualSiteContentItem>> {
  const response = await system.gateway.inject({ method: 'GET', url: '/api/site-content?type=feature' });
  expect(response.statusCode).toBe(200);
  return new Map(response.json<BilingualSiteContentItem[]>().map((item) => [item.key, item]));
}

/** The audit entries of saves, newest first. */
async function saveEntries() {
  const page = await system.gateway.services.identity.request(identityRoutes.listAudit, {
    query: { entity: 'site_content', pageSize: 100 },
    caller: { id: 1, username: 'admin', role: 'super_admin' },
  });
  return page.items.filter((entry) => entry.summarized?.key === 'siteContentSaved');
}

const text = (key: string, mk: string, al: string): SiteContentSaveItem => ({
  type: 'feature',
  key,
  content: { mk, al },
});

describe('PUT /api/site-content (an editor saving its texts at once)', () => {
  it('writes the changed texts, drops the cached reads and records one audit entry naming the keys', async () => {
    const before = await featureTexts();
    const unchanged = before.get('feature_description');
    if (!unchanged) throw new Error('the feature texts are seeded');
    const generation = await cacheGeneration();
    const response = await save([
      text('feature_title', 'Зошто ние', 'Pse ne'),
      { type: 'feature', key: 'feature_description', content: unchanged.content },
      text('feature1_title', 'Квалитет', 'Cilësi'),
    ]);
    expect(response.statusCode).toBe(200);
    const { changed } = response.json<SiteContentSaveResult>();
    expect(changed.map((change) => change.after.key)).toEqual(['feature_title', 'feature1_title']);

    // the next public read shows the save: the gateway dropped the cached one before answering
    const after = await featureTexts();
    expect(after.get('feature_title')?.content).toEqual({ mk: 'Зошто ние', al: 'Pse ne' });
    expect(after.get('feature_description')).toEqual(unchanged);
    // dropped twice: by the gateway right after the save, and once by the content.updated events
    await expect.poll(cacheGeneration, { timeout: 10_000 }).toBeGreaterThanOrEqual(generation + 2);

    const entries = await saveEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'update',
      entity: 'site_content',
      entityId: 'feature_title,feature1_title',
      summary: 'Saved 2 site texts: feature_title, feature1_title',
      before: { items: changed.map((change) => change.before) },
      after: { items: changed.map((change) => change.after) },
      actor: { username: 'admin', role: 'super_admin' },
    });
  });

  it('writes, drops and records nothing when every text is as stored', async () => {
    const stored = await featureTexts();
    const entriesBefore = (await saveEntries()).length;
    const generation = await cacheGeneration();
    const response = await save(
      [...stored.values()].map(({ type, key, content }) => ({ type, key, content })),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<SiteContentSaveResult>().changed).toEqual([]);
    expect(await cacheGeneration()).toBe(generation);
    expect(await saveEntries()).toHaveLength(entriesBefore);
    expect(await featureTexts()).toEqual(stored);
  });

  it('refuses the whole save for one invalid text, naming its field, and writes nothing', async () => {
    const stored = await featureTexts();
    const entriesBefore = (await saveEntries()).length;
    const atGateway = await save([
      text('feature_title', 'x', 'x'),
      text('feature2_title', 'y'.repeat(200_001), ''),
    ]);
    expect(atGateway.statusCode).toBe(400);
    expect(atGateway.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        details: [{ path: 'items.1.content.mk', key: 'tooLong', message: validationMessages.tooLong }],
      },
    });
    const atService = await save([
      text('feature_title', 'x', 'x'),
      { type: 'contact', key: 'contact_map', content: { mk: 'javascript:alert(1)', al: '' } },
    ]);
    expect(atService.statusCode).toBe(400);
    expect(atService.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        details: [
          {
            path: 'items.1.content.mk',
            key: 'contentUrlInvalid',
            message: validationMessages.contentUrlInvalid,
          },
        ],
      },
    });
    expect(await featureTexts()).toEqual(stored);
    expect(await saveEntries()).toHaveLength(entriesBefore);
  });

  it('is for super admins: a product manager gets CONTENT_FORBIDDEN, a visitor 401, and nothing changes', async () => {
    const stored = await featureTexts();
    const manager = await save([text('feature_title', 'pm', 'pm')], managerCookie);
    expect(manager.statusCode).toBe(403);
    expect(manager.json()).toMatchObject({ error: { code: 'CONTENT_FORBIDDEN' } });
    const visitor = await save([text('feature_title', 'visitor', 'visitor')], '');
    expect(visitor.statusCode).toBe(401);
    expect(await featureTexts()).toEqual(stored);
  });
});
