import type { Language } from '../constants';

/** A message locale: English (the admin UI) or one of the storefront languages. */
export type Locale = 'en' | Language;

/**
 * The BCP-47 tag of a locale, for `<html lang>`, hreflang, `Intl` and the UI libraries: Albanian is `al` in
 * our URLs and storage but `sq` to the rest of the world.
 */
const LANGUAGE_TAGS = { en: 'en', mk: 'mk', al: 'sq' } as const satisfies Record<Locale, string>;

export function languageTag<Code extends Locale>(locale: Code): (typeof LANGUAGE_TAGS)[Code] {
  return LANGUAGE_TAGS[locale];
}

/** A locale from its own code or its BCP-47 tag (`sq` as Albanian, as older browsers stored it). */
export function localeOf(code: string): Locale | undefined {
  const entry = Object.entries(LANGUAGE_TAGS).find(([locale, tag]) => code === locale || code === tag);
  return entry?.[0] as Locale | undefined;
}
