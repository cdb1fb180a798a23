import type { Locale } from '../../common/locale';
import { al } from './al';
import { en } from './en';
import type { AuditTexts } from './en';
import { mk } from './mk';

export type { AuditTexts } from './en';

/** What the audit log says each kind of admin write did, in every language the admin speaks. */
export const auditTexts: Readonly<Record<Locale, AuditTexts>> = { en, mk, al };
