import { useAtom } from 'jotai';
import { useCallback } from 'react';
import type { Language, Locale, UiMessageKey } from '@hiti/contracts';
import { DEFAULT_LANGUAGE, formatText, uiMessage, validationText } from '@hiti/contracts';
import { adminI18n, adminLanguageAtom } from './admin-language';
import type { AdminTextBundle, TextTable } from './define-texts';
import { adminMessageTranslations } from './messages';

/** Variables of a text, written `{{name}}` in it. */
export type TextVariables = Record<string, string | number>;

/**
 * The storefront declares its own resources as i18next's types; admin namespaces are looked up through
 * this untyped view of the admin instance, their keys checked by each bundle's table instead.
 */
const translate = adminI18n.t.bind(adminI18n) as unknown as (
  key: string,
  options: TextVariables & { lng: string; ns: string },
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

/** `t(key, variables)` for one admin area's texts in the admin's language. */
export function useAdminTexts<Table extends TextTable>(bundle: AdminTextBundle<Table>) {
  const { language } = useAdminLanguage();
  return useCallback(
    (key: keyof Table & string, variables: TextVariables = {}) =>
      translate(key, { ...variables, lng: language, ns: bundle.namespace }),
    [bundle.namespace, language],
  );
}

/** A contracts message (SPEC §8 toasts and titles) in the admin's language; English as the SPEC writes it. */
export function useAdminMessage() {
  const { language } = useAdminLanguage();
  return useCallback(
    (key: UiMessageKey, variables: TextVariables = {}) => {
      const translated = language === 'en' ? undefined : adminMessageTranslations[language][key];
      if (translated === undefined) return uiMessage(key, language, variables);
      return formatText(translated, variables);
    },
    [language],
  );
}

/** A refusal a contracts schema or the server raised (SPEC §5), by its key, in the admin's language. */
export function useAdminValidation() {
  const { language } = useAdminLanguage();
  return useCallback((raised: string) => validationText(raised, language), [language]);
}
