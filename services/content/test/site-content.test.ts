import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  ABOUT_FALLBACK_KEYS,
  ALL_CONTENT_KEYS,
  CONTACT_RECIPIENT_KEY,
  type Language,
  type SiteContentItem,
  type BilingualSiteContentItem,
} from '@hiti/contracts';
import { testEnv } from '@hiti/local/test-env';
import { internalHeaders, startContent } from './support';

const env = testEnv();
const names = { db: env.dbName('content_items'), prefix: env.prefix('content-items') };
const admin = internalHeaders('super_admin');
let app: FastifyInstance;

beforeAll(async () => {
  app = await startContent(names);
});

afterAll(async () => {
  await app.close();
});

async function list(query = ''): Promise<BilingualSiteContentItem[]> {
  const response = await app.inject({ method: 'GET', url: `/site-content${query}`, headers: admin });
  expect(response.statusCode).toBe(200);
  return response.json<BilingualSiteContentItem[]>();
}

async function listEditable(query = '', headers = admin) {
  return app.inject({ method: 'GET', url: `/site-content/editable${query}`, headers });
}

async function listIn(language: Language, type: string): Promise<SiteContentItem[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/site-content?type=${type}&lang=${language}`,
    headers: admin,
  });
  expect(response.statusCode).toBe(200);
  return response.json<SiteContentItem[]>();
}

async function byKey(key: string): Promise<BilingualSiteContentItem> {
  const response = await app.inject({
    method: 'GET',
    url: `/site-content/by-key/${key}`,
    headers: admin,
  });
  expect(response.statusCode).toBe(200);
  return response.json<BilingualSiteContentItem>();
}

const create = (body: object, headers = admin) =>
  app.inject({ method: 'POST', url: '/site-content', headers, payload: body });
const patch = (id: number, body: object, headers = admin) =>
  app.inject({ method: 'PATCH', url: `/site-content/${id}`, headers, payload: body });

describe('seeded defaults', () => {
  it('holds an item for every known key with its type', async () => {
    const response = await listEditable();
    expect(response.statusCode).toBe(200);
    const items = response.json<BilingualSiteContentItem[]>();
    const fallbacks = new Set<string>(Object.values(ABOUT_FALLBACK_KEYS));
    const expected = ALL_CONTENT_KEYS.filter((key) => !fallbacks.has(key)).sort();
    expect(items.map((item) => item.key).sort()).toEqual(expected);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    const slide = items.find((item) => item.key === 'hero_slider_1');
    expect(slide).toMatchObject({
      type: 'hero',
      contentType: 'image',
      content: { mk: expect.stringMatching(/^\//), al: '' },
    });
    expect(slide?.metadata).toMatchObject({ title: { mk: expect.any(String), al: expect.any(String) } });
  });

  it('leaves the contact recipient out of the public list, in every language and type', async () => {
    for (const items of [await list(), await list('?type=contact'), await listIn('al', 'contact')]) {
      expect(items.length).toBeGreaterThan(0);
      expect(items.map((item) => item.key)).not.toContain(CONTACT_RECIPIENT_KEY);
    }
    const editable = (await listEditable('?type=contact')).json<BilingualSiteContentItem[]>();
    expect(editable.map((item) => item.key)).toContain(CONTACT_RECIPIENT_KEY);
    expect(editable.every((item) => item.type === 'contact')).toBe(true);
  });

  it('gives the editors’ list to super admins only', async () => {
    const manager = await listEditable('', internalHeaders('product_manager'));
    expect(manager.statusCode).toBe(403);
    expect(manager.json()).toMatchObject({ error: { code: 'CONTENT_FORBIDDEN' } });
    const anonymous = await app.inject({ method: 'GET', url: '/site-content/editable' });
    expect(anonymous.statusCode).toBeGreaterThanOrEqual(401);
    expect(anonymous.statusCode).toBeLessThan(404);
  });

  it('lists one type when asked, cache-busting parameters ignored', async () => {
    const legal = await list('?type=legal&t=123&_=456');
    expect(legal.map((item) => item.key).sort()).toEqual([
      'legal_privacy_al',
      'legal_privacy_mk',
      'legal_terms_al',
      'legal_terms_mk',
    ]);
    expect(legal.every((item) => item.content.mk.includes('<h2>10. '))).toBe(true);
  });

  it('answers the texts in one language with ?lang=, the other language where one is blank', async () => {
    const story = await byKey('about_story');
    await patch(story.id, { content: { mk: 'Само македонски', al: '   ' } });
    const inAlbanian = await listIn('al', 'about');
    const inMacedonian = await listIn('mk', 'about');
    expect(inAlbanian.find((item) => item.key === 'about_story')).toMatchObject({
      content: 'Само македонски',
      metadata: { title: 'Historia jonë' },
    });
    expect(inMacedonian.find((item) => item.key === 'about_story')).toMatchObject({
      content: 'Само македонски',
      metadata: { title: 'Нашата приказна' },
    });
    const vision = inAlbanian.find((item) => item.key === 'about_vision');
    expect(vision?.content).toMatch(/^Të jemi emri i parë/);
    await patch(story.id, { content: story.content });
  });

  it('reads one item by id and by key', async () => {
    const logo = await byKey('main_logo');
    expect(logo).toMatchObject({ type: 'logo', contentType: 'image', content: { mk: '/logo.svg', al: '' } });
    const response = await app.inject({
      method: 'GET',
      url: `/site-content/${logo.id}`,
      headers: admin,
    });
    expect(response.json()).toEqual(logo);
  });

  it('answers an unknown id or key with 404 CONTENT_NOT_FOUND', async () => {
    for (const url of ['/site-content/99999', '/site-content/by-key/no_such_key']) {
      const response = await app.inject({ method: 'GET', url, headers: admin });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'CONTENT_NOT_FOUND' } });
    }
  });
});

describe('creating items', () => {
  it('stores an item with its defaults and answers 201', async () => {
    const response = await create({
      type: 'about',
      key: 'about_extra_note',
      content: { mk: 'Обичен текст & повеќе', al: 'Plain text & more' },
    });
    expect(response.statusCode).toBe(201);
    const item = response.json<BilingualSiteContentItem>();
    expect(item).toMatchObject({ key: 'about_extra_note', contentType: 'text', metadata: {} });
    expect(item.content).toEqual({ mk: 'Обичен текст & повеќе', al: 'Plain text & more' });
    expect(await byKey('about_extra_note')).toEqual(item);
  });

  it('refuses a key that is taken with 409 CONTENT_KEY_TAKEN', async () => {
    const response = await create({
      type: 'logo',
      key: 'main_logo',
      content: { mk: '/other.svg', al: '' },
      contentType: 'image',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'CONTENT_KEY_TAKEN' } });
  });

  it('refuses a third hero slide with 409 HERO_SLIDE_LIMIT', async () => {
    const response = await create({
      type: 'hero',
      key: 'hero_slider_3',
      content: { mk: '/x.jpg', al: '' },
      contentType: 'image',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'HERO_SLIDE_LIMIT' } });
    expect(await list('?type=hero')).toHaveLength(2);
  });

  it('refuses a known key under another type with 400', async () => {
    const wrong = await create({ type: 'feature', key: 'hero_main_title', content: { mk: 'x', al: 'x' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', details: [{ path: 'type' }] } });
  });

  it('refuses unknown fields and malformed keys with 400 and per-field details', async () => {
    const response = await create({
      type: 'about',
      key: 'Bad Key',
      content: { mk: 'x', al: '' },
      extra: true,
    });
    expect(response.statusCode).toBe(400);
    const paths = response
      .json<{ error: { details: { path: string }[] } }>()
      .error.details.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['key']));
  });

  it('sanitizes HTML: scripts, event attributes and javascript: links go, allowed markup stays', async () => {
    const html =
      '<h2>1. Title</h2><p onclick="steal()">Text <strong>bold</strong> <em>it</em></p>' +
      '<script>alert(1)</script><ul><li>one</li></ul>' +
      '<p><a href="javascript:alert(1)">bad</a> <a href="https://hitikamina.mk" rel="noopener">good</a></p>';
    const response = await patch((await byKey('legal_terms_al')).id, { content: { mk: html, al: '' } });
    expect(response.statusCode).toBe(200);
    expect(response.json<BilingualSiteContentItem>().content.mk).toBe(
      '<h2>1. Title</h2><p>Text <strong>bold</strong> <em>it</em></p><ul><li>one</li></ul>' +
        '<p><a>bad</a> <a href="https://hitikamina.mk" rel="noopener">good</a></p>',
    );

    const text = await create({
      type: 'about',
      key: 'about_markup_note',
      content: { mk: 'Здраво <img src=x onerror=alert(1)>таму', al: 'Hi <img src=x onerror=alert(1)>there' },
    });
    expect(text.json<BilingualSiteContentItem>().content).toEqual({ mk: 'Здраво таму', al: 'Hi there' });
  });

  it('stores a text whose markup it takes out as the characters typed, never HTML entities', async () => {
    const response = await patch((await byKey('contact_get_in_touch_title')).id, {
      content: { mk: 'Камини & печки <b>Хити</b>', al: 'Kamina & soba <i>"5 < 6"</i>' },
    });
    expect(response.json<BilingualSiteContentItem>().content).toEqual({
      mk: 'Камини & печки Хити',
      al: 'Kamina & soba "5 < 6"',
    });
  });

  it('refuses an unsafe URL as an image or link', async () => {
    const response = await patch((await byKey('social_facebook')).id, {
      content: { mk: 'javascript:alert(1)', al: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { details: [{ path: 'content.mk' }] } });
  });
});

describe('updating items', () => {
  it('changes the given fields, replaces metadata and bumps updatedAt', async () => {
    const before = await byKey('hero_slider_2');
    const response = await patch(before.id, {
      metadata: { title: { mk: 'Нов наслов', al: 'Titull i ri' }, description: { mk: 'д', al: 'd' } },
    });
    expect(response.statusCode).toBe(200);
    const after = response.json<BilingualSiteContentItem>();
    expect(after).toMatchObject({ id: before.id, key: 'hero_slider_2', content: before.content });
    expect(after.metadata).toEqual({
      title: { mk: 'Нов наслов', al: 'Titull i ri' },
      description: { mk: 'д', al: 'd' },
    });
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect(await byKey('hero_slider_2')).toEqual(after);
  });

  it('keeps keys unique when a key changes, and lets an item keep its own key', async () => {
    const note = await byKey('about_extra_note');
    const taken = await patch(note.id, { key: 'about_story' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: { code: 'CONTENT_KEY_TAKEN' } });
    expect(
      (await patch(note.id, { key: 'about_extra_note', content: { mk: 'same key', al: '' } })).statusCode,
    ).toBe(200);
    const renamed = await patch(note.id, { key: 'about_renamed_note' });
    expect(renamed.json()).toMatchObject({ id: note.id, key: 'about_renamed_note' });
  });

  it('refuses to turn a third item into a hero slide', async () => {
    const note = await byKey('about_renamed_note');
    const response = await patch(note.id, {
      type: 'hero',
      contentType: 'image',
      content: { mk: '/x.jpg', al: '' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'HERO_SLIDE_LIMIT' } });
  });

  it('answers an unknown id with 404', async () => {
    const response = await patch(99999, { content: { mk: 'x', al: '' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'CONTENT_NOT_FOUND' } });
  });
});

describe('who may write', () => {
  it('answers a product manager with 403 CONTENT_FORBIDDEN and a call without an admin with 401', async () => {
    const id = (await byKey('about_story')).id;
    const manager = internalHeaders('product_manager');
    for (const response of [
      await create({ type: 'about', key: 'x_note', content: { mk: 'x', al: '' } }, manager),
      await patch(id, { content: { mk: 'x', al: '' } }, manager),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        error: { code: 'CONTENT_FORBIDDEN', message: expect.stringContaining('contact an administrator') },
      });
    }
    const anonymous = await patch(id, { content: { mk: 'x', al: '' } }, internalHeaders());
    expect(anonymous.statusCode).toBe(401);
    expect((await byKey('about_story')).content.mk).not.toBe('x');
  });
});

describe('hero slides written at the same moment', () => {
  it('gives a freed place to exactly one of several concurrent writers', async () => {
    const first = await byKey('hero_slider_1');
    const demoted = await patch(first.id, {
      key: 'feature_former_slide',
      type: 'feature',
      contentType: 'text',
      content: { mk: 'former slide', al: '' },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    const attempts = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        create({
          type: 'hero',
          key: `hero_race_${n}`,
          contentType: 'image',
          content: { mk: `/race-${n}.jpg`, al: '' },
        }),
      ),
    );
    expect(attempts.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await list('?type=hero')).toHaveLength(2);

    const backToHero = await patch(first.id, {
      type: 'hero',
      contentType: 'image',
      content: { mk: '/x.jpg', al: '' },
    });
    expect(backToHero.json()).toMatchObject({ error: { code: 'HERO_SLIDE_LIMIT' } });
  });
});

describe('restart', () => {
  it('does not seed again over what staff changed or renamed', async () => {
    const story = await byKey('about_story');
    await patch(story.id, { content: { mk: 'Нашата приказна', al: 'Our own story' } });
    const youtube = await byKey('social_youtube');
    await patch(youtube.id, { key: 'social_youtube_unused' });
    const countBefore = (await list()).length;
    await app.close();
    app = await startContent(names);
    const items = await list();
    expect(items).toHaveLength(countBefore);
    expect(await byKey('about_story')).toMatchObject({
      id: story.id,
      content: { mk: 'Нашата приказна', al: 'Our own story' },
    });
    const removed = await app.inject({
      method: 'GET',
      url: '/site-content/by-key/social_youtube',
      headers: admin,
    });
    expect(removed.statusCode).toBe(404);
  });
});
