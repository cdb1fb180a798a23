import type { Locale } from '../../common/locale';
import { al } from './al';
import { en } from './en';
import type { AdminTexts } from './en';
import { mk } from './mk';

export type { AdminTexts } from './en';

/** One area of the admin (a screen or a part several screens share) with its own texts. */
export type AdminTextArea = keyof AdminTexts;

/** The admin's texts in every language it speaks. */
export const adminTexts: Readonly<Record<Locale, AdminTexts>> = { en, mk, al };
