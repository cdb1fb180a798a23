import { describe, expect, it } from 'vitest';
import {
  categoryInputSchema,
  categoryUpdateSchema,
  siteContentCreateSchema,
  bilingualSiteContentItemSchema,
  siteContentUpdateSchema,
  validationMessages,
} from '../src';
import { issuesAt, parseOk } from './helpers';

describe('category input', () => {
  it('needs a name that is not blank; description defaults to empty', () => {
    expect(parseOk(categoryInputSchema, { name: { mk: ' Прибор ' } })).toEqual({
      name: { mk: 'Прибор', al: '' },
      description: { mk: '', al: '' },
      specificationKeys: [],
    });
    expect(issuesAt(categoryInputSchema, { name: { mk: '  ', al: 'Aksesor' } }, 'name.mk')).toEqual([
      validationMessages.categoryNameRequired,
    ]);
    expect(issuesAt(categoryInputSchema, {}, 'name')).toEqual([validationMessages.categoryNameRequired]);
    expect(issuesAt(categoryInputSchema, { name: 'Aksesor' }, 'name')).toEqual([
      validationMessages.categoryNameRequired,
    ]);
  });

  it('accepts an image path or null; empty means null', () => {
    const name = { mk: 'А' };
    expect(parseOk(categoryInputSchema, { name, imageUrl: '/attached_assets/a.webp' }).imageUrl).toBe(
      '/attached_assets/a.webp',
    );
    expect(parseOk(categoryInputSchema, { name, imageUrl: '' }).imageUrl).toBeNull();
    expect(parseOk(categoryInputSchema, { name, imageUrl: null }).imageUrl).toBeNull();
  });

  it('rejects unknown fields; updates apply no defaults', () => {
    expect(categoryInputSchema.safeParse({ name: { mk: 'А' }, id: 1 }).success).toBe(false);
    expect(categoryInputSchema.safeParse({ name: { mk: 'А', fr: 'A' } }).success).toBe(false);
    expect(parseOk(categoryUpdateSchema, { name: { mk: 'Б', al: 'B' } })).toEqual({
      name: { mk: 'Б', al: 'B' },
    });
  });

  it('the content screen message is the one of the specification', () => {
    expect(validationMessages.categoryFields).toBe('Error: Please fill in all fields');
  });
});

describe('site content', () => {
  it('create: contentType defaults to text and metadata to an empty object', () => {
    expect(
      parseOk(siteContentCreateSchema, {
        type: 'logo',
        key: 'main_logo',
        content: { mk: '/attached_assets/l.png', al: '' },
      }),
    ).toEqual({
      type: 'logo',
      key: 'main_logo',
      content: { mk: '/attached_assets/l.png', al: '' },
      contentType: 'text',
      metadata: {},
    });
  });

  it('create: type, key and content are required; content may be empty text', () => {
    const content = { mk: 'x', al: '' };
    expect(siteContentCreateSchema.safeParse({ key: 'main_logo', content }).success).toBe(false);
    expect(siteContentCreateSchema.safeParse({ type: 'logo', content }).success).toBe(false);
    expect(siteContentCreateSchema.safeParse({ type: 'logo', key: 'main_logo' }).success).toBe(false);
    expect(
      siteContentCreateSchema.safeParse({
        type: 'social',
        key: 'social_youtube',
        content: { mk: '', al: '' },
      }).success,
    ).toBe(true);
    expect(
      siteContentCreateSchema.safeParse({ type: 'social', key: 'social_youtube', content: 'x' }).success,
    ).toBe(false);
  });

  it('checks the metadata it knows, each text in both languages, and refuses fields it does not know', () => {
    const base = { type: 'hero', key: 'hero_slider_1', content: { mk: '/attached_assets/h.webp', al: '' } };
    const item = parseOk(siteContentCreateSchema, {
      ...base,
      contentType: 'image',
      metadata: {
        title: { mk: 'Топлина', al: 'Ngrohtësi' },
        features: [{ title: { mk: 'а', al: 'a' }, description: { mk: 'б', al: 'b' } }],
      },
    });
    expect(item.metadata).toMatchObject({ title: { mk: 'Топлина', al: 'Ngrohtësi' } });
    expect(siteContentCreateSchema.safeParse({ ...base, metadata: { title: 'Топлина' } }).success).toBe(
      false,
    );
    expect(siteContentCreateSchema.safeParse({ ...base, metadata: { title_mk: 'Топлина' } }).success).toBe(
      false,
    );
    expect(siteContentCreateSchema.safeParse({ ...base, metadata: { custom: 1 } }).success).toBe(false);
  });

  it('rejects unknown types, odd keys and unknown fields', () => {
    const base = { type: 'logo', key: 'main_logo', content: { mk: 'x', al: '' } };
    expect(siteContentCreateSchema.safeParse({ ...base, type: 'banner' }).success).toBe(false);
    expect(siteContentCreateSchema.safeParse({ ...base, key: 'Main Logo' }).success).toBe(false);
    expect(siteContentCreateSchema.safeParse({ ...base, contentType: 'video' }).success).toBe(false);
    expect(siteContentCreateSchema.safeParse({ ...base, id: 1 }).success).toBe(false);
  });

  it('update: any subset, nothing defaulted', () => {
    expect(parseOk(siteContentUpdateSchema, { content: { mk: 'Ново', al: 'E re' } })).toEqual({
      content: { mk: 'Ново', al: 'E re' },
    });
    expect(siteContentUpdateSchema.safeParse({ updatedAt: 'x' }).success).toBe(false);
  });

  it('an item answer carries an ISO update time', () => {
    const item = {
      id: 1,
      key: 'main_logo',
      type: 'logo',
      content: { mk: '/attached_assets/l.png', al: '' },
      contentType: 'image',
      metadata: { alt: { mk: 'Лого', al: 'Logo' } },
      updatedAt: '2025-01-01T10:00:00.000Z',
    };
    expect(bilingualSiteContentItemSchema.safeParse(item).success).toBe(true);
    expect(bilingualSiteContentItemSchema.safeParse({ ...item, updatedAt: 'yesterday' }).success).toBe(false);
  });
});
