import { describe, expect, it } from 'vitest';
import { CYRILLIC_TO_LATIN, foldForSearch, productSearchText, searchTerms } from './search-text';

describe('foldForSearch', () => {
  it('folds the Latin, Cyrillic and accented spellings of a word to the same text', () => {
    expect(foldForSearch('kamin')).toBe('kamin');
    expect(foldForSearch('камин')).toBe('kamin');
    expect(foldForSearch('KAMÌN')).toBe('kamin');
    expect(foldForSearch('КАМИН')).toBe('kamin');
  });

  it('spells every Macedonian digraph letter as in the transliteration table', () => {
    expect(foldForSearch('ѓ ж ѕ ј љ њ ќ ч џ ш')).toBe('gj zh dz j lj nj kj ch dzh sh');
    expect(foldForSearch('Ѓ Ж Ѕ Ј Љ Њ Ќ Ч Џ Ш')).toBe('gj zh dz j lj nj kj ch dzh sh');
  });

  it('spells all 31 letters of the Macedonian alphabet in Latin', () => {
    expect(Object.keys(CYRILLIC_TO_LATIN)).toHaveLength(31);
    expect(foldForSearch('абвгдѓежзѕијклљмнњопрстќуфхцчџш')).toBe(
      'abvgdgjezhzdzijklljmnnjoprstkjufhcchdzhsh',
    );
  });

  it('folds the Albanian ë and ç to e and c', () => {
    expect(foldForSearch('Kaminë me çelik')).toBe('kamine me celik');
    expect(foldForSearch('ËÇ')).toBe('ec');
  });

  it('folds the scholarly Latin spelling of Macedonian to the same digraphs as the Cyrillic', () => {
    expect(foldForSearch('žar')).toBe(foldForSearch('жар'));
    expect(foldForSearch('češma')).toBe(foldForSearch('чешма'));
    expect(foldForSearch('džeb')).toBe(foldForSearch('џеб'));
    expect(foldForSearch('ǵon ḱor')).toBe(foldForSearch('ѓон ќор'));
  });

  it('treats decomposed and precomposed accents alike', () => {
    expect(foldForSearch('z\u030Car')).toBe('zhar');
    expect(foldForSearch('e\u0308')).toBe('e');
  });

  it('turns punctuation and runs of space into single spaces and trims', () => {
    expect(foldForSearch('  Камин — 12 kW,  стакло!  ')).toBe('kamin 12 kw staklo');
    expect(foldForSearch('...')).toBe('');
  });
});

describe('searchTerms', () => {
  it('splits a query into distinct folded words', () => {
    expect(searchTerms('Камин  KAMIN камин на дрва')).toEqual(['kamin', 'na', 'drva']);
  });

  it('has no terms for a blank or punctuation-only query', () => {
    expect(searchTerms('   ')).toEqual([]);
    expect(searchTerms('?!')).toEqual([]);
  });
});

describe('productSearchText', () => {
  it('folds the name and the description together, in both languages', () => {
    expect(
      productSearchText({
        name: { mk: 'Камин Верона', al: 'Kamin Verona' },
        description: { mk: 'Црн челик', al: 'Çelik i zi' },
      }),
    ).toBe('kamin verona kamin verona crn chelik celik i zi');
  });
});
