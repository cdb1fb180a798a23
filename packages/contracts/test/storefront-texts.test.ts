import { describe, expect, it } from 'vitest';
import { pageLoadingTexts, storefrontTexts } from '../src';
import { cyrillic, emptyTexts, placesByKey, textsFailing } from './text-tree';

describe('the storefront texts', () => {
  const { mk, al } = storefrontTexts;

  it('give in Albanian every key of Macedonian, with the same places', () => {
    expect(placesByKey(al)).toEqual(placesByKey(mk));
  });

  it.each(['mk', 'al'] as const)('have no empty text in %s', (language) => {
    expect(emptyTexts(storefrontTexts[language])).toEqual([]);
  });

  it('write Macedonian in Cyrillic and Albanian in Latin letters', () => {
    // a dash for a missing value and a price with its unit hold no words
    expect(textsFailing(mk, (text) => cyrillic.test(text))).toEqual(['product.unitPrice', 'compare.missing']);
    expect(textsFailing(al, (text) => !cyrillic.test(text))).toEqual([]);
  });

  it('ask visitors to confirm their newsletter sign-up by e-mail rather than saying they are subscribed', () => {
    expect(mk.newsletter.checkEmailTitle).toBe('Проверете ја е-поштата');
    expect(al.newsletter.checkEmailTitle).toBe('Kontrolloni email-in');
    for (const texts of [mk, al]) expect(texts.newsletter.checkEmailBody).toMatch(/потврдите|konfirmuar/);
  });

  it("say the admin's page is loading in each of the admin's languages", () => {
    expect(pageLoadingTexts).toEqual({ en: 'Loading...', mk: 'Се вчитува...', al: 'Duke u ngarkuar...' });
  });
});
