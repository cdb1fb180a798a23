import { describe, expect, it } from 'vitest';
import {
  ABOUT_FALLBACK_KEYS,
  ALL_CONTENT_KEYS,
  COMPANY,
  DEFAULT_CONTENT,
  LANGUAGE_NEUTRAL_CONTENT_KEYS,
  SHOWROOM_DETAIL_KEYS,
  contentTypeOfKey,
  siteContentCreateSchema,
} from '@hiti/contracts';
import { draftIssues } from './item-rules';
import { sanitizeContentHtml } from './sanitize';

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
      const html = byKey.get(key)?.content.mk ?? '';
      expect(sanitizeContentHtml(html), key).toBe(html);
    }
  });

  it('gives every legal page ten numbered sections', () => {
    for (const key of ['legal_terms_mk', 'legal_terms_al', 'legal_privacy_mk', 'legal_privacy_al']) {
      const headings = [...(byKey.get(key)?.content.mk ?? '').matchAll(/<h2>(\d+)\. /g)].map(
        (match) => match[1],
      );
      expect(headings, key).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    }
  });

  it('writes Macedonian legal pages in Cyrillic and refers to the personal data protection law', () => {
    expect(byKey.get('legal_terms_mk')?.content.mk).toMatch(/Северна Македонија/);
    expect(byKey.get('legal_privacy_mk')?.content.mk).toMatch(/Законот за заштита на личните податоци/);
    expect(byKey.get('legal_privacy_al')?.content.mk).toMatch(/Ligjin për mbrojtjen e të dhënave personale/);
    for (const right of [
      'пристап',
      'исправка',
      'бришење',
      'ограничување',
      'приговор',
      'преносливост',
      'согласноста',
    ]) {
      expect(byKey.get('legal_privacy_mk')?.content.mk).toContain(right);
    }
  });

  it('tells the company facts', () => {
    const story = byKey.get('about_story');
    for (const text of [story?.content.al, story?.content.mk]) {
      expect(text).toContain(String(COMPANY.founded));
      expect(text).toContain(String(COMPANY.representativeSince));
      expect(text).toContain(`${COMPANY.stores} `);
    }
  });

  it('leaves the showroom address, phone and e-mail empty for staff to fill in (nothing made up)', () => {
    for (const key of SHOWROOM_DETAIL_KEYS) {
      expect(byKey.get(key)?.content, key).toEqual({ mk: '', al: '' });
    }
  });

  it('gives every text item both a Macedonian and an Albanian value, except the language-neutral ones', () => {
    for (const draft of DEFAULT_CONTENT) {
      if (LANGUAGE_NEUTRAL_CONTENT_KEYS.has(draft.key) || draft.type === 'legal') continue;
      if ((SHOWROOM_DETAIL_KEYS as readonly string[]).includes(draft.key)) continue;
      expect(draft.content.mk, draft.key).not.toBe('');
      expect(draft.content.al, draft.key).not.toBe('');
    }
  });

  it('gives both hero slides an image and titles and descriptions in Albanian and Macedonian', () => {
    for (const key of ['hero_slider_1', 'hero_slider_2']) {
      const slide = byKey.get(key);
      expect(slide?.contentType).toBe('image');
      expect(slide?.content.mk).toMatch(/^\//);
      for (const field of ['title', 'description'] as const) {
        for (const language of ['mk', 'al'] as const) {
          expect(slide?.metadata[field]?.[language], `${key}.${field}.${language}`).toBeTruthy();
        }
      }
    }
  });
});
