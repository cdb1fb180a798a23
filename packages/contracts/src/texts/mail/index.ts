import type { Locale } from '../../common/locale';
import type { Language } from '../../constants';
import type { SameTexts } from '../same-texts';
import { al } from './al';
import { en } from './en';
import { mk } from './mk';

/** The texts of the mails, one tree per language: Macedonian's keys, each language's words. */
type MailTexts = SameTexts<typeof mk>;

/** The texts of the mails to visitors, in the language of the page they wrote from. */
export const mailTexts: Record<Language, MailTexts> = { mk, al };

/** The texts of the showroom's copy of a contact message, in each of the admin's languages. */
export const staffCopyTexts: Record<Locale, MailTexts['staffCopy']> = {
  en: en.staffCopy,
  mk: mk.staffCopy,
  al: al.staffCopy,
};
