import { adminI18n } from './admin-language';
import type { AdminLanguage } from './admin-language';

/** One admin area's texts: English keys and values, `{{name}}` marking a variable. */
export type TextTable = Record<string, string>;

/** An i18next namespace of admin texts; the compiler makes every language give every key. */
export interface AdminTextBundle<Table extends TextTable> {
  readonly namespace: string;
  readonly tables: Readonly<Record<AdminLanguage, Table>>;
}

/**
 * Declares an admin area's texts in English, Macedonian and Albanian and adds them to the admin's
 * i18next instance as the namespace `namespace`.
 */
export function defineAdminTexts<Table extends TextTable>(
  namespace: string,
  en: Table,
  translations: { mk: Record<keyof Table, string>; al: Record<keyof Table, string> },
): AdminTextBundle<Table> {
  const tables = { en, mk: translations.mk as Table, al: translations.al as Table };
  for (const [language, table] of Object.entries(tables)) {
    adminI18n.addResourceBundle(language, namespace, table, true, true);
  }
  return { namespace, tables };
}
