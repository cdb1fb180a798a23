import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import mongoose from 'mongoose';
import type { BilingualSiteContentItem } from '@hiti/contracts';
import { testEnv } from '@hiti/local/test-env';
import { internalHeaders, startContent } from './support';

const env = testEnv();
const names = { db: env.dbName('content_legacy'), prefix: env.prefix('content-legacy') };
const admin = internalHeaders('super_admin');
let app: FastifyInstance;

/** Items as a showroom stored them before texts were kept per language (a copy of that shape). */
const LEGACY_ITEMS = [
  {
    id: 1,
    key: 'hero_slider_1',
    type: 'hero',
    content: '/attached_assets/own-slide.jpg',
    contentType: 'image',
    metadata: {
      alt: 'Hiti Kamina',
      title: 'Titulli ynë',
      title_mk: 'Нашиот наслов',
      description: 'Përshkrimi',
      description_mk: 'Опис',
      subtitle: 'Nëntitull',
    },
    heroSlot: 1,
    updatedAt: new Date('2026-01-01T00:00:00Z'),
  },
  {
    id: 2,
    key: 'about_story',
    type: 'about',
    content: 'Historia jonë e vërtetë',
    contentType: 'text',
    metadata: { content_mk: 'Нашата вистинска приказна', title: 'Historia', title_mk: 'Приказна' },
    updatedAt: new Date('2026-01-01T00:00:00Z'),
  },
  {
    id: 3,
    key: 'hero_main_title',
    type: 'hero_text',
    content: 'Vetëm shqip',
    contentType: 'text',
    metadata: {},
    updatedAt: new Date('2026-01-01T00:00:00Z'),
  },
  {
    id: 4,
    key: 'contact_phone',
    type: 'contact',
    content: '+389 70 123 456',
    contentType: 'text',
    metadata: {},
    updatedAt: new Date('2026-01-01T00:00:00Z'),
  },
  {
    id: 5,
    key: 'legal_terms_mk',
    type: 'legal',
    content: '<h2>1. Наши услови</h2>',
    contentType: 'text',
    metadata: {},
    updatedAt: new Date('2026-01-01T00:00:00Z'),
  },
  {
    id: 6,
    key: 'about_why_us',
    type: 'about',
    content: 'Pse ne',
    contentType: 'text',
    metadata: { content_mk: 'Зошто ние', features: [{ title: 'Cilësi', description: 'E mirë' }] },
    updatedAt: new Date('2026-01-01T00:00:00Z'),
  },
  {
    id: 7,
    key: 'contact_address',
    type: 'contact',
    content: 'Rruga Ilindenit 12, Tetovë',
    contentType: 'text',
    metadata: {
      content_mk: 'ул. Илинденска 12, Тетово',
      address: 'Rruga Ilindenit 12, Tetovë',
      address_mk: 'ул. Илинденска 12, Тетово',
      phone: '+389 44 123 456',
      email: 'tetovo@hitikamina.mk',
      mapUrl: 'https://www.google.com/maps/embed?pb=tetovo',
      imageUrl: '/attached_assets/showroom-tetovo.jpg',
      lastEditor: 'admin',
    },
    updatedAt: new Date('2026-01-01T00:00:00Z'),
  },
  {
    id: 8,
    key: 'main_logo',
    type: 'logo',
    content: '/attached_assets/logo.svg',
    contentType: 'image',
    metadata: { alt: 'Hiti Kamina logo' },
    updatedAt: new Date('2026-01-01T00:00:00Z'),
  },
];

async function get(key: string): Promise<BilingualSiteContentItem> {
  const response = await app.inject({
    method: 'GET',
    url: `/site-content/by-key/${key}`,
    headers: admin,
  });
  expect(response.statusCode).toBe(200);
  return response.json<BilingualSiteContentItem>();
}

beforeAll(async () => {
  const connection = await mongoose.createConnection(env.mongoUri, { dbName: names.db }).asPromise();
  await connection.collection('site_contents').insertMany(LEGACY_ITEMS.map((item) => ({ ...item })));
  await connection.collection<{ _id: string; seq: number }>('counters').insertMany([
    { _id: 'site_contents', seq: 8 },
    { _id: 'site_contents_seed', seq: 1 },
  ]);
  await connection.close();
  app = await startContent(names);
});

afterAll(async () => {
  await app.close();
});

describe('start-up migration of texts stored before they were kept per language', () => {
  it('splits a slide into Macedonian and Albanian titles and descriptions, keeping image and place', async () => {
    const slide = await get('hero_slider_1');
    expect(slide.content).toEqual({ mk: '/attached_assets/own-slide.jpg', al: '' });
    expect(slide.metadata).toEqual({
      alt: { mk: 'Hiti Kamina', al: '' },
      title: { mk: 'Нашиот наслов', al: 'Titulli ynë' },
      description: { mk: 'Опис', al: 'Përshkrimi' },
      subtitle: { mk: '', al: 'Nëntitull' },
    });
  });

  it('moves `content` to Albanian and `metadata.content_mk` to Macedonian', async () => {
    const story = await get('about_story');
    expect(story.content).toEqual({ mk: 'Нашата вистинска приказна', al: 'Historia jonë e vërtetë' });
    expect(story.metadata).toEqual({ title: { mk: 'Приказна', al: 'Historia' } });
    const why = await get('about_why_us');
    expect(why.content).toEqual({ mk: 'Зошто ние', al: 'Pse ne' });
    expect(why.metadata.features).toEqual([
      { title: { mk: 'Cilësi', al: '' }, description: { mk: 'E mirë', al: '' } },
    ]);
  });

  it('keeps a text entered in an Albanian field only as Albanian, read in both languages', async () => {
    expect((await get('hero_main_title')).content).toEqual({ mk: '', al: 'Vetëm shqip' });
    const response = await app.inject({
      method: 'GET',
      url: '/site-content?type=hero_text&lang=mk',
      headers: admin,
    });
    expect(response.json()).toEqual([expect.objectContaining({ content: 'Vetëm shqip' })]);
  });

  it('keeps language-neutral values (a phone number, a legal page of its own language) whole', async () => {
    expect((await get('contact_phone')).content).toEqual({ mk: '+389 70 123 456', al: '' });
    expect((await get('legal_terms_mk')).content).toEqual({ mk: '<h2>1. Наши услови</h2>', al: '' });
  });

  it("splits a contact item's address, keeps its phone, e-mail, map and image whole and drops unknown fields", async () => {
    const address = await get('contact_address');
    expect(address.content).toEqual({ mk: 'ул. Илинденска 12, Тетово', al: 'Rruga Ilindenit 12, Tetovë' });
    expect(address.metadata).toEqual({
      address: { mk: 'ул. Илинденска 12, Тетово', al: 'Rruga Ilindenit 12, Tetovë' },
      phone: '+389 44 123 456',
      email: 'tetovo@hitikamina.mk',
      mapUrl: 'https://www.google.com/maps/embed?pb=tetovo',
      imageUrl: '/attached_assets/showroom-tetovo.jpg',
    });
  });

  it('keeps the logo image whole and its one alt text readable in both languages', async () => {
    const logo = await get('main_logo');
    expect(logo.content).toEqual({ mk: '/attached_assets/logo.svg', al: '' });
    expect(logo.metadata).toEqual({ alt: { mk: 'Hiti Kamina logo', al: '' } });
    const response = await app.inject({
      method: 'GET',
      url: '/site-content?type=logo&lang=al',
      headers: admin,
    });
    expect(response.json()).toEqual([
      expect.objectContaining({
        content: '/attached_assets/logo.svg',
        metadata: { alt: 'Hiti Kamina logo' },
      }),
    ]);
  });

  it('runs once: a restart changes nothing that staff edited after it', async () => {
    const story = await get('about_story');
    await app.inject({
      method: 'PATCH',
      url: `/site-content/${story.id}`,
      headers: admin,
      payload: { content: { mk: 'Уредено', al: 'Redaktuar' } },
    });
    await app.close();
    app = await startContent(names);
    expect((await get('about_story')).content).toEqual({ mk: 'Уредено', al: 'Redaktuar' });
    expect((await get('hero_slider_1')).metadata.title).toEqual({ mk: 'Нашиот наслов', al: 'Titulli ynë' });
  });
});
