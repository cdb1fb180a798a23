import { describe, expect, it } from 'vitest';
import {
  categoryInputSchema,
  categoryUpdateSchema,
  siteContentCreateSchema,
  siteContentItemSchema,
  siteContentUpdateSchema,
  validationMessages,
} from '../src';
import { issuesAt, parseOk } from './helpers';

describe('category input', () => {
  it('needs a name that is not blank; description defaults to empty', () => {
    expect(parseOk(categoryInputSchema, { name: ' Aksesor ' })).toEqual({ name: 'Aksesor', description: '' });
    expect(issuesAt(categoryInputSchema, { name: '  ' }, 'name')).toEqual([
      validationMessages.categoryNameRequired,
    ]);
    expect(issuesAt(categoryInputSchema, {}, 'name')).toEqual([validationMessages.categoryNameRequired]);
  });

  it('accepts an image path or null; empty means null', () => {
    expect(parseOk(categoryInputSchema, { name: 'A', imageUrl: '/attached_assets/a.webp' }).imageUrl).toBe(
      '/attached_assets/a.webp',
    );
    expect(parseOk(categoryInputSchema, { name: 'A', imageUrl: '' }).imageUrl).toBeNull();
    expect(parseOk(categoryInputSchema, { name: 'A', imageUrl: null }).imageUrl).toBeNull();
  });

  it('rejects unknown fields; updates apply no defaults', () => {
    expect(categoryInputSchema.safeParse({ name: 'A', id: 1 }).success).toBe(false);
    expect(parseOk(categoryUpdateSchema, { name: 'B' })).toEqual({ name: 'B' });
  });

  it('the content screen message is the one of the specification', () => {
    expect(validationMessages.categoryFields).toBe('Error: Please fill in all fields');
  });
});

describe('site content', () => {
  it('create: contentType defaults to text and metadata to an empty object', () => {
    expect(
      parseOk(siteContentCreateSchema, { type: 'logo', key: 'main_logo', content: '/attached_assets/l.png' }),
    ).toEqual({
      type: 'logo',
      key: 'main_logo',
      content: '/attached_assets/l.png',
      contentType: 'text',
      metadata: {},
    });
  });

  it('create: type, key and content are required; content may be empty text', () => {
    expect(siteContentCreateSchema.safeParse({ key: 'main_logo', content: 'x' }).success).toBe(false);
    expect(siteContentCreateSchema.safeParse({ type: 'logo', content: 'x' }).success).toBe(false);
    expect(siteContentCreateSchema.safeParse({ type: 'logo', key: 'main_logo' }).success).toBe(false);
    expect(
      siteContentCreateSchema.safeParse({ type: 'social', key: 'social_youtube', content: '' }).success,
    ).toBe(true);
  });

  it('keeps metadata fields it does not know and checks the ones it knows', () => {
    const item = parseOk(siteContentCreateSchema, {
      type: 'hero',
      key: 'hero_slider_1',
      content: '/attached_assets/h.webp',
      contentType: 'image',
      metadata: {
        title: 'Топлина',
        title_mk: 'Топлина',
        custom: 1,
        features: [{ title: 'a', description: 'b' }],
      },
    });
    expect(item.metadata).toMatchObject({ title: 'Топлина', custom: 1 });
    expect(
      siteContentCreateSchema.safeParse({
        type: 'hero',
        key: 'hero_slider_1',
        content: 'x',
        metadata: { title: 1 },
      }).success,
    ).toBe(false);
  });

  it('rejects unknown types, odd keys and unknown fields', () => {
    const base = { type: 'logo', key: 'main_logo', content: 'x' };
    expect(siteContentCreateSchema.safeParse({ ...base, type: 'banner' }).success).toBe(false);
    expect(siteContentCreateSchema.safeParse({ ...base, key: 'Main Logo' }).success).toBe(false);
    expect(siteContentCreateSchema.safeParse({ ...base, contentType: 'video' }).success).toBe(false);
    expect(siteContentCreateSchema.safeParse({ ...base, id: 1 }).success).toBe(false);
  });

  it('update: any subset, nothing defaulted', () => {
    expect(parseOk(siteContentUpdateSchema, { content: 'New' })).toEqual({ content: 'New' });
    expect(siteContentUpdateSchema.safeParse({ updatedAt: 'x' }).success).toBe(false);
  });

  it('an item answer carries an ISO update time', () => {
    const item = {
      id: 1,
      key: 'main_logo',
      type: 'logo',
      content: '/attached_assets/l.png',
      contentType: 'image',
      metadata: { alt: 'Logo' },
      updatedAt: '2025-01-01T10:00:00.000Z',
    };
    expect(siteContentItemSchema.safeParse(item).success).toBe(true);
    expect(siteContentItemSchema.safeParse({ ...item, updatedAt: 'yesterday' }).success).toBe(false);
  });
});
