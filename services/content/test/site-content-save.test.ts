import { afterAll, describe, expect, it } from 'vitest';
import {
  CONTENT_SAVE_MAX_ITEMS,
  validationMessages,
  type BilingualSiteContentItem,
  type SiteContentSaveItem,
  type SiteContentSaveResult,
} from '@hiti/contracts';
import { testEnv } from '@hiti/local/test-env';
import { internalHeaders, startContent } from './support';

const env = testEnv();
const app = await startContent({ db: env.dbName('content_save'), prefix: env.prefix('content-save') });
afterAll(() => app.close());
const admin = internalHeaders('super_admin');

const save = (items: readonly SiteContentSaveItem[], headers = admin) =>
  app.inject({ method: 'PUT', url: '/site-content', headers, payload: { items } });

async function stored(): Promise<Map<string, BilingualSiteContentItem>> {
  const response = await app.inject({ method: 'GET', url: '/site-content/editable', headers: admin });
  expect(response.statusCode).toBe(200);
  return new Map(response.json<BilingualSiteContentItem[]>().map((item) => [item.key, item]));
}

/** The item as an editor sends it back unchanged. */
const asSaved = ({ type, key, content }: BilingualSiteContentItem): SiteContentSaveItem => ({
  type,
  key,
  content,
});

describe('PUT /site-content (an editor saving several texts at once)', () => {
  it('writes the changed and the new items, leaves the unchanged ones and answers what changed', async () => {
    const before = await stored();
    const title = before.get('feature_title');
    const description = before.get('feature_description');
    if (!title || !description) throw new Error('the feature texts are seeded');
    const response = await save([
      { ...asSaved(title), content: { mk: 'Нов наслов', al: 'Titull i ri' } },
      asSaved(description),
      { type: 'feature', key: 'feature_saved_extra', content: { mk: 'додаток', al: 'shtesë' } },
    ]);
    expect(response.statusCode).toBe(200);
    const { changed } = response.json<SiteContentSaveResult>();
    expect(changed.map((change) => change.after.key)).toEqual(['feature_title', 'feature_saved_extra']);
    expect(changed[0]?.before).toEqual(title);
    expect(changed[1]?.before).toBeNull();

    const after = await stored();
    expect(after.get('feature_title')?.content).toEqual({ mk: 'Нов наслов', al: 'Titull i ri' });
    expect(after.get('feature_title')?.metadata).toEqual(title.metadata);
    expect(after.get('feature_saved_extra')).toMatchObject({ type: 'feature', contentType: 'text' });
    expect(after.get('feature_description')).toEqual(description);
  });

  it('writes nothing for items equal to the stored ones, sanitized HTML included', async () => {
    const html = { mk: '<p>Услови<script>alert(1)</script></p>', al: '<p>Kushtet</p>' };
    const first = await save([{ type: 'legal', key: 'legal_terms_mk', content: html }]);
    expect(first.statusCode).toBe(200);
    const written = (await stored()).get('legal_terms_mk');
    expect(written?.content.mk).not.toContain('script');

    const again = await save([{ type: 'legal', key: 'legal_terms_mk', content: html }]);
    expect(again.statusCode).toBe(200);
    expect(again.json<SiteContentSaveResult>().changed).toEqual([]);
    expect((await stored()).get('legal_terms_mk')?.updatedAt).toBe(written?.updatedAt);
  });

  it('refuses the whole save when one item is invalid, naming its field, and writes nothing', async () => {
    const before = await stored();
    const response = await save([
      { type: 'contact', key: 'contact_phone', content: { mk: '+389 70 000 000', al: '' } },
      { type: 'contact', key: 'contact_email', content: { mk: 'not an address', al: '' } },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: expect.any(String),
        details: [
          {
            path: 'items.1.content.mk',
            key: 'contactRecipientInvalid',
            message: validationMessages.contactRecipientInvalid,
          },
        ],
      },
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a key stored under another type, and a key given twice', async () => {
    const otherType = await save([{ type: 'about', key: 'feature_title', content: { mk: 'x', al: 'x' } }]);
    expect(otherType.statusCode).toBe(400);
    expect(otherType.json().error.details).toEqual([
      {
        path: 'items.0.type',
        key: 'contentKeyTypeMismatch',
        message: validationMessages.contentKeyTypeMismatch,
      },
    ]);

    const item = { type: 'feature', key: 'feature_top_text', content: { mk: 'a', al: 'b' } } as const;
    const twice = await save([item, item]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.details).toEqual([
      { path: 'items.1.key', key: 'contentKeyRepeated', message: validationMessages.contentKeyRepeated },
    ]);
  });

  it('refuses more items than one save holds', async () => {
    const items = Array.from({ length: CONTENT_SAVE_MAX_ITEMS + 1 }, (_, index) => ({
      type: 'feature' as const,
      key: `feature_many_${index}`,
      content: { mk: 'x', al: 'x' },
    }));
    const response = await save(items);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { path: 'items', key: 'contentSaveTooLarge', message: validationMessages.contentSaveTooLarge },
    ]);
    expect((await stored()).has('feature_many_0')).toBe(false);
  });

  it('writes nothing when a new hero slide finds no free place', async () => {
    const before = await stored();
    const response = await save([
      { type: 'feature', key: 'feature_top_text', content: { mk: 'врв', al: 'krye' } },
      { type: 'hero', key: 'hero_slider_extra', content: { mk: '/slide.jpg', al: '' }, contentType: 'image' },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('HERO_SLIDE_LIMIT');
    expect(await stored()).toEqual(before);
  });

  it('is for super admins only', async () => {
    const response = await save(
      [{ type: 'feature', key: 'feature_top_text', content: { mk: 'x', al: 'x' } }],
      internalHeaders('product_manager'),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CONTENT_FORBIDDEN');
  });
});
