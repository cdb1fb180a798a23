import { useAtom } from 'jotai';
import { useCallback } from 'react';
import type { AdminTextArea, AdminTexts, Language, Locale } from '@hiti/contracts';
import { DEFAULT_LANGUAGE, validationText } from '@hiti/contracts';
import { adminI18n, adminLanguageAtom } from './admin-language';

/** Variables of a text, written `{{name}}` in it. */
type TextVariables = Record<string, string | number>;

/**
 * The storefront declares its own resources as i18next's types; admin namespaces are looked up through
 * this untyped view of the admin instance, their keys checked by `AdminTexts` instead.
 */
const translate = adminI18n.t.bind(adminI18n) as unknown as (
  key: string,
  options: TextVariables & { lng: string; ns: string },
) => string;

/** The words of one key of an admin area's texts, `{{name}}` places filled (see `useAdminTexts`). */
export type AdminText<Area extends AdminTextArea> = (
  key: keyof AdminTexts[Area] & string,
  variables?: TextVariables,
) => string;

/** The admin's language, kept in this browser, and the way to switch it. */
export function useAdminLanguage() {
  const [language, setLanguage] = useAtom(adminLanguageAtom);
  return { language, setLanguage };
}

/**
 * The language product and category texts are read in on admin screens: Albanian for an Albanian admin,
 * otherwise the storefront's default (the texts have no English version).
 */
export function useAdminContentLanguage(): Language {
  const locale = useAdminLocale();
  return locale === 'en' ? DEFAULT_LANGUAGE : locale;
}

/** The contracts' locale of the admin's language (for texts the contracts keep in every language). */
export function useAdminLocale(): Locale {
  return useAdminLanguage().language;
}

/** `t(key, variables)` for one admin area's texts (`packages/contracts/src/texts/admin`) in the admin's language. */
export function useAdminTexts<Area extends AdminTextArea>(area: Area): AdminText<Area> {
  const { language } = useAdminLanguage();
  return useCallback(
    (key, variables = {}) => translate(key, { ...variables, lng: language, ns: area }),
    [area, language],
  );
}

/** A refusal a contracts schema or the server raised (SPEC §5), by its key, in the admin's language. */
export function useAdminValidation() {
  const { language } = useAdminLanguage();
  return useCallback((raised: string) => validationText(raised, language), [language]);
}
