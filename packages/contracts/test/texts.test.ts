import { describe, expect, it } from 'vitest';
import { LANGUAGES, mailTexts, staffCopyTexts, textPlaces } from '../src';

/** Every text of a tree by its dotted key, with the sorted names of its `{{places}}`. */
function placesByKey(tree: object, prefix = ''): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]: [string, unknown]) => {
      const path = `${prefix}${key}`;
      if (typeof value === 'string') return [[path, textPlaces(value).sort()]];
      return typeof value === 'object' && value !== null
        ? Object.entries(placesByKey(value, `${path}.`))
        : [[path, ['not a text']]];
    }),
  );
}

/** The texts of a tree that are empty or only spaces. */
function emptyTexts(tree: object): string[] {
  const empty: string[] = [];
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node) as [string, unknown][]) {
      if (typeof value === 'string' && value.trim() === '') empty.push(`${prefix}${key}`);
      if (typeof value === 'object' && value !== null) walk(value, `${prefix}${key}.`);
    }
  };
  walk(tree, '');
  return empty;
}

const cyrillic = /[\u0400-\u04FF]/;

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
