import { describe, expect, it } from 'vitest';
import { aBilingualProduct } from '../src/testing';
import {
  bilingualInputSchema,
  inLanguage,
  localizeCategory,
  localizeContentItem,
  localizeProduct,
  promotionIssues,
  validationMessages,
  type BilingualProduct,
  type BilingualSiteContentItem,
  validationText,
  validationKeys,
} from '../src';

describe('inLanguage: the fallback rule', () => {
  it('answers the asked language when it has a value', () => {
    expect(inLanguage({ mk: 'Камин', al: 'Kamin' }, 'mk')).toBe('Камин');
    expect(inLanguage({ mk: 'Камин', al: 'Kamin' }, 'al')).toBe('Kamin');
  });

  it('answers the other language, whole, when the asked one is empty or blank', () => {
    expect(inLanguage({ mk: 'Камин', al: '' }, 'al')).toBe('Камин');
    expect(inLanguage({ mk: '  \n', al: 'Kamin' }, 'mk')).toBe('Kamin');
  });

  it('answers empty text when neither language has one', () => {
    expect(inLanguage({ mk: '', al: ' ' }, 'mk')).toBe('');
  });

  it('never joins the two languages into one text', () => {
    for (const text of [
      { mk: 'Камин', al: 'Kamin' },
      { mk: 'Камин', al: '' },
      { mk: '', al: 'Kamin' },
    ]) {
      for (const language of ['mk', 'al'] as const) {
        expect([text.mk, text.al]).toContain(inLanguage(text, language));
      }
    }
  });
});

describe('bilingual input', () => {
  const schema = bilingualInputSchema({ requiredMessage: 'Required', max: 10, tooLong: 'Too long' });

  it('needs the Macedonian text, trims both, and defaults the Albanian one to empty', () => {
    expect(schema.parse({ mk: ' Камин ', al: ' Kamin ' })).toEqual({ mk: 'Камин', al: 'Kamin' });
    expect(schema.parse({ mk: 'Камин' })).toEqual({ mk: 'Камин', al: '' });
    expect(schema.safeParse({ mk: ' ', al: 'Kamin' }).success).toBe(false);
    expect(schema.safeParse({ mk: 'Камин', al: 'x'.repeat(11) }).success).toBe(false);
    expect(schema.safeParse('Камин').success).toBe(false);
  });
});

describe('localizing answers of the public reads', () => {
  const product: BilingualProduct = aBilingualProduct({
    name: { mk: 'Камин', al: '' },
    description: { mk: 'Опис', al: 'Përshkrim' },
    categoryId: 2,
    category: { mk: '', al: 'Aksesor' },
    imageUrl: '/a.jpg',
    fullPrice: 100,
    unitType: 'kg',
  });

  it('answers a product in the same field names, each text in one language with the fallback', () => {
    expect(localizeProduct(product, 'al')).toMatchObject({
      name: 'Камин',
      description: 'Përshkrim',
      category: 'Aksesor',
      categoryId: 2,
    });
    expect(localizeProduct(product, 'mk')).toMatchObject({
      name: 'Камин',
      description: 'Опис',
      category: 'Aksesor',
    });
  });

  it('answers a category and a content item with their metadata texts in one language', () => {
    expect(
      localizeCategory(
        { id: 2, name: { mk: 'Прибор', al: 'Aksesor' }, description: { mk: 'Опис', al: '' }, imageUrl: null },
        'al',
      ),
    ).toEqual({ id: 2, name: 'Aksesor', description: 'Опис', imageUrl: null });
    const slide: BilingualSiteContentItem = {
      id: 3,
      key: 'hero_slider_1',
      type: 'hero',
      content: { mk: '/h.jpg', al: '' },
      contentType: 'image',
      metadata: {
        title: { mk: 'Наслов', al: 'Titull' },
        alt: { mk: 'Hiti Kamina', al: '' },
        imageUrl: '/h.jpg',
        features: [{ title: { mk: 'А', al: 'A' }, description: { mk: 'Б', al: '' } }],
      },
      updatedAt: '2025-01-01T00:00:00.000Z',
    };
    expect(localizeContentItem(slide, 'al')).toEqual({
      ...slide,
      content: '/h.jpg',
      metadata: {
        title: 'Titull',
        alt: 'Hiti Kamina',
        imageUrl: '/h.jpg',
        features: [{ title: 'A', description: 'Б' }],
      },
    });
  });
});

describe('promotionIssues', () => {
  const valid = {
    fullPrice: 100,
    promoPrice: 80,
    promoStartDate: '2025-03-01T00:00:00.000Z',
    promoEndDate: '2025-03-31T23:59:59.999Z',
  };

  it('accepts a price below the full price with both dates in order', () => {
    expect(promotionIssues(valid)).toEqual([]);
    expect(promotionIssues({ ...valid, promoEndDate: valid.promoStartDate })).toEqual([]);
  });

  it('names each missing or wrong field with its message', () => {
    expect(promotionIssues({ ...valid, promoPrice: 100 })).toEqual([
      { path: 'promoPrice', message: validationKeys.promoPriceBelowFull },
    ]);
    expect(
      promotionIssues({
        ...valid,
        onPromo: true,
        promoPrice: null,
        promoStartDate: null,
        promoEndDate: null,
      }),
    ).toEqual([
      { path: 'promoPrice', message: validationKeys.promoPriceRequired },
      { path: 'promoStartDate', message: validationKeys.promoStartRequired },
      { path: 'promoEndDate', message: validationKeys.promoEndRequired },
    ]);
    expect(promotionIssues({ ...valid, promoPrice: null, promoStartDate: null, promoEndDate: null })).toEqual(
      [],
    );
    expect(promotionIssues({ ...valid, promoEndDate: '2025-02-01T00:00:00.000Z' })).toEqual([
      { path: 'promoEndDate', message: validationKeys.promoDatesOrder },
    ]);
    expect(promotionIssues({ ...valid, fullPrice: null })).toEqual([
      { path: 'fullPrice', message: validationKeys.promoFullPriceRequired },
    ]);
  });

  it('checks only the relations between the given fields of a partial update', () => {
    expect(promotionIssues({ promoPrice: 90 }, 'partial')).toEqual([]);
    expect(promotionIssues({ promoPrice: 90, fullPrice: 80 }, 'partial')).toEqual([
      { path: 'promoPrice', message: validationKeys.promoPriceBelowFull },
    ]);
  });
});

describe('hidden characters in typed texts', () => {
  const schema = bilingualInputSchema({ requiredMessage: 'required', max: 100, tooLong: 'too long' });

  const hidden = ['\u0000', '\u0007', '\u007f', '\u0085', '\u200b', '\u2060', '\ufeff', '\u202e', '\u2067'];
  it.each(hidden.map((character) => [character.charCodeAt(0).toString(16).padStart(4, '0'), character]))(
    'refuses U+%s',
    (_code, character) => {
      const result = schema.safeParse({ mk: `Камин${character}`, al: '' });
      expect(result.success).toBe(false);
      expect(validationText(result.error?.issues[0]?.message ?? '')).toBe(
        validationMessages.textHiddenCharacters,
      );
    },
  );

  it('accepts tabs, line breaks, emoji joined with zero-width joiners and both alphabets', () => {
    expect(schema.safeParse({ mk: 'Камин\tсо\r\nстакло', al: 'Kaminë 👨‍👩‍👧 ë ç' }).success).toBe(true);
  });
});
