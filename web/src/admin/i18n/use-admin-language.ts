import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { adminI18n, adminLanguageAtom } from './admin-language';
import type { AdminTexts } from './texts';

/**
 * The storefront declares its own resources as i18next's types; the admin namespace is looked up
 * through this untyped view of the admin instance, with its keys checked by `AdminTexts` instead.
 */
const translate = adminI18n.t.bind(adminI18n) as unknown as (
  key: string,
  options: { lng: string; ns: string },
) => string;

/** The admin's language and its texts; switching keeps the choice in this browser. */
export function useAdminLanguage() {
  const [language, setLanguage] = useAtom(adminLanguageAtom);
  const t = useCallback(
    (key: keyof AdminTexts) => translate(key, { lng: language, ns: 'admin' }),
    [language],
  );
  return { language, setLanguage, t };
}
