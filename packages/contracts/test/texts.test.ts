import { describe, expect, it } from 'vitest';
import { LANGUAGES, adminTexts, mailTexts, staffCopyTexts, textPlaces } from '../src';
import { cyrillic, emptyTexts, placesByKey, textsFailing } from './text-tree';

describe('the mail texts', () => {
  it.each(LANGUAGES)('give in %s every key of Macedonian, with the same places', (language) => {
    expect(placesByKey(mailTexts[language])).toEqual(placesByKey(mailTexts.mk));
    expect(emptyTexts(mailTexts[language])).toEqual([]);
  });

  it.each(['en', ...LANGUAGES] as const)(
    "give the showroom's copy in %s with every key of Macedonian",
    (locale) => {
      expect(placesByKey(staffCopyTexts[locale])).toEqual(placesByKey(mailTexts.mk.staffCopy));
      expect(emptyTexts(staffCopyTexts[locale])).toEqual([]);
    },
  );

  it("name the visitor in a reply's greeting", () => {
    expect(textPlaces(mailTexts.mk.reply.greeting)).toEqual(['name']);
    expect(staffCopyTexts.en.intro).toBe('New message from the contact form of the website.');
    expect(cyrillic.test(staffCopyTexts.mk.intro)).toBe(true);
  });
});

describe('the admin texts', () => {
  it.each(['mk', 'al'] as const)('give in %s every key of English, with the same places', (language) => {
    expect(placesByKey(adminTexts[language])).toEqual(placesByKey(adminTexts.en));
    expect(emptyTexts(adminTexts[language])).toEqual([]);
  });

  it('write Macedonian in Cyrillic and Albanian in Latin letters', () => {
    const { mk, al } = adminTexts;
    const names = ['about.imageFormats', 'stores.viber', 'stores.whatsapp'];
    expect(textsFailing(mk, (text) => cyrillic.test(text))).toEqual(names);
    // the CSV help names the units as they may be written, in Macedonian too
    expect(textsFailing(al, (text) => !cyrillic.test(text))).toEqual(['productCsv.column_unitType']);
  });

  it('keep the English texts of the specification', () => {
    const { messages } = adminTexts.en;
    expect(messages.productDeleted).toBe('Product deleted');
    expect(messages.saveFailed).toBe('Save failed');
    expect(messages.loginFailed).toBe('Invalid username or password. Please try again.');
    expect(messages.logoutSuccessBody).toBe('You have been successfully logged out.');
    expect(adminTexts.en.users.title).toBe('Menaxhimi i përdoruesve');
  });
});
