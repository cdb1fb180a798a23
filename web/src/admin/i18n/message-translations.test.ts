import { describe, expect, it } from 'vitest';
import { textPlaces, uiMessages } from '@hiti/contracts';
import type { UiMessageKey } from '@hiti/contracts';
import { adminMessageTranslations } from './messages';

/** The contracts' messages that the SPEC gives in English only: the admin's own, translated here. */
const adminOnlyKeys = (Object.keys(uiMessages) as UiMessageKey[]).filter((key) => {
  const entry = uiMessages[key];
  return !('mk' in entry) && !('al' in entry);
});

/** The `{{name}}` variables of a text, sorted. */
const variablesOf = (text: string) => textPlaces(text).sort().join();

describe('adminMessageTranslations', () => {
  it('finds the admin messages of the contracts', () => {
    expect(adminOnlyKeys).toContain('loginFailed');
    expect(adminOnlyKeys).toContain('productCreated');
    expect(adminOnlyKeys).toContain('legalSaved');
    expect(adminOnlyKeys).not.toContain('loginRequired');
  });

  it.each(['mk', 'al'] as const)('gives every admin message in %s, with the same variables', (language) => {
    const table = adminMessageTranslations[language];
    expect(adminOnlyKeys.filter((key) => (table[key] ?? '').trim() === '')).toEqual([]);
    expect(
      adminOnlyKeys.filter((key) => variablesOf(table[key] ?? '') !== variablesOf(uiMessages[key].en)),
    ).toEqual([]);
  });

  it('writes Macedonian in Cyrillic', () => {
    const cyrillic = /[\u0400-\u04FF]/;
    expect(adminOnlyKeys.filter((key) => !cyrillic.test(adminMessageTranslations.mk[key] ?? ''))).toEqual([]);
  });
});
