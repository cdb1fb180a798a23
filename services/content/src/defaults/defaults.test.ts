import { describe, expect, it } from 'vitest';
import {
  ABOUT_FALLBACK_KEYS,
  ALL_CONTENT_KEYS,
  COMPANY,
  contentTypeOfKey,
  siteContentCreateSchema,
} from '@hiti/contracts';
import { draftIssues } from '../domain/item-rules';
import { sanitizeContentHtml } from '../domain/sanitize';
import { DEFAULT_CONTENT } from './index';

const fallbackKeys = new Set<string>(Object.values(ABOUT_FALLBACK_KEYS));
const byKey = new Map(DEFAULT_CONTENT.map((draft) => [draft.key, draft]));

describe('default content', () => {
  it('has one item for every key of the content types (the older about fallback keys aside)', () => {
    const expected = ALL_CONTENT_KEYS.filter((key) => !fallbackKeys.has(key)).sort();
    expect(DEFAULT_CONTENT.map((draft) => draft.key).sort()).toEqual(expected);
  });

  it('holds only valid items: the type of their key, a valid body, safe URLs', () => {
    for (const draft of DEFAULT_CONTENT) {
      expect(draft.type, draft.key).toBe(contentTypeOfKey(draft.key));
      expect(siteContentCreateSchema.safeParse(draft).success, draft.key).toBe(true);
      expect(draftIssues(draft), draft.key).toEqual([]);
    }
  });

  it('keeps its legal HTML unchanged by the sanitizer (nothing is lost when it is stored)', () => {
    for (const key of ['legal_terms_mk', 'legal_terms_al', 'legal_privacy_mk', 'legal_privacy_al']) {
      const html = byKey.get(key)?.content ?? '';
      expect(sanitizeContentHtml(html), key).toBe(html);
    }
  });

  it('gives every legal page ten numbered sections', () => {
    for (const key of ['legal_terms_mk', 'legal_terms_al', 'legal_privacy_mk', 'legal_privacy_al']) {
      const headings = [...(byKey.get(key)?.content ?? '').matchAll(/<h2>(\d+)\. /g)].map(
        (match) => match[1],
      );
      expect(headings, key).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    }
  });

  it('writes Macedonian legal pages in Cyrillic and refers to the personal data protection law', () => {
    expect(byKey.get('legal_terms_mk')?.content).toMatch(/Северна Македонија/);
    expect(byKey.get('legal_privacy_mk')?.content).toMatch(/Законот за заштита на личните податоци/);
    expect(byKey.get('legal_privacy_al')?.content).toMatch(/Ligjin për mbrojtjen e të dhënave personale/);
    for (const right of [
      'пристап',
      'исправка',
      'бришење',
      'ограничување',
      'приговор',
      'преносливост',
      'согласноста',
    ]) {
      expect(byKey.get('legal_privacy_mk')?.content).toContain(right);
    }
  });

  it('tells the company facts', () => {
    const story = byKey.get('about_story');
    for (const text of [story?.content, story?.metadata.content_mk]) {
      expect(text).toContain(String(COMPANY.founded));
      expect(text).toContain(String(COMPANY.representativeSince));
      expect(text).toContain(`${COMPANY.stores} `);
    }
  });

  it('gives both hero slides an image and titles and descriptions in Albanian and Macedonian', () => {
    for (const key of ['hero_slider_1', 'hero_slider_2']) {
      const slide = byKey.get(key);
      expect(slide?.contentType).toBe('image');
      expect(slide?.content).toMatch(/^\//);
      for (const field of ['title', 'description', 'title_mk', 'description_mk'] as const) {
        expect(slide?.metadata[field], `${key}.${field}`).toBeTruthy();
      }
    }
  });
});
