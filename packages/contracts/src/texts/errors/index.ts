import type { Locale } from '../../common/locale';
import type { ErrorCode } from '../../errors/catalogue';
import { al } from './al';
import { en } from './en';
import { mk } from './mk';

/** The API's error messages in every locale, by code: English is what an error answer carries. */
export const errorTexts: Readonly<Record<Locale, Readonly<Record<ErrorCode, string>>>> = { en, mk, al };

/** The message of an error code in a locale. */
export function errorMessage(code: ErrorCode, locale: Locale = 'en'): string {
  return errorTexts[locale][code];
}
