import { z } from 'zod';
import { bilingualTextSchema } from '../common/bilingual';
import type { Locale } from '../common/locale';
import { ROLES, type Role } from '../constants';
import { formatText } from '../texts/format';

type Texts = Readonly<Record<Locale, string>>;

/**
 * What the audit log says each kind of admin write did, in the admin's languages (English, Macedonian,
 * Albanian). `{{name}}` marks a value; `{{parts}}` the entry's parts, joined.
 */
export const auditSummaryTexts = {
  productCreated: {
    en: 'Created the product "{{name}}"',
    mk: 'Креиран производот „{{name}}“',
    al: 'U krijua produkti „{{name}}“',
  },
  productUpdated: {
    en: 'Updated the product "{{name}}"',
    mk: 'Изменет производот „{{name}}“',
    al: 'U ndryshua produkti „{{name}}“',
  },
  productDeleted: {
    en: 'Deleted the product "{{name}}"',
    mk: 'Избришан производот „{{name}}“',
    al: 'U fshi produkti „{{name}}“',
  },
  productsBulkChanged: {
    en: 'Changed {{count}} products at once: {{parts}}',
    mk: 'Изменети {{count}} производи одеднаш: {{parts}}',
    al: 'U ndryshuan {{count}} produkte njëherësh: {{parts}}',
  },
  productsImported: {
    en: 'Imported products from CSV: {{created}} created, {{updated}} updated',
    mk: 'Увезени производи од CSV: {{created}} креирани, {{updated}} изменети',
    al: 'U importuan produkte nga CSV: {{created}} të krijuar, {{updated}} të ndryshuar',
  },
  productImportCompleted: {
    en: 'Imported {{rows}} CSV rows (import {{importId}}): {{created}} created, {{updated}} updated, {{unchanged}} unchanged',
    mk: 'Увезени {{rows}} редови од CSV (увоз {{importId}}): {{created}} креирани, {{updated}} изменети, {{unchanged}} непроменети',
    al: 'U importuan {{rows}} rreshta CSV (importi {{importId}}): {{created}} të krijuar, {{updated}} të ndryshuar, {{unchanged}} të pandryshuar',
  },
  /** Entries of imports recorded when they were queued, before entries were written at completion. */
  productImportStarted: {
    en: 'Started a CSV import of {{rows}} rows (import {{importId}})',
    mk: 'Започнат увоз од CSV на {{rows}} редови (увоз {{importId}})',
    al: 'U nis një import CSV me {{rows}} rreshta (importi {{importId}})',
  },
  categoryCreated: {
    en: 'Created the category "{{name}}"',
    mk: 'Креирана категоријата „{{name}}“',
    al: 'U krijua kategoria „{{name}}“',
  },
  categoryUpdated: {
    en: 'Updated the category "{{name}}"',
    mk: 'Изменета категоријата „{{name}}“',
    al: 'U ndryshua kategoria „{{name}}“',
  },
  categoryRenamed: {
    en: 'Renamed the category "{{from}}" to "{{to}}"',
    mk: 'Категоријата „{{from}}“ е преименувана во „{{to}}“',
    al: 'Kategoria „{{from}}“ u riemërtua në „{{to}}“',
  },
  categoryDeleted: {
    en: 'Deleted the category "{{name}}"',
    mk: 'Избришана категоријата „{{name}}“',
    al: 'U fshi kategoria „{{name}}“',
  },
  brandCreated: {
    en: 'Created the brand "{{name}}"',
    mk: 'Креирана марката „{{name}}“',
    al: 'U krijua marka „{{name}}“',
  },
  brandUpdated: {
    en: 'Updated the brand "{{name}}"',
    mk: 'Изменета марката „{{name}}“',
    al: 'U ndryshua marka „{{name}}“',
  },
  brandRenamed: {
    en: 'Renamed the brand "{{from}}" to "{{to}}"',
    mk: 'Марката „{{from}}“ е преименувана во „{{to}}“',
    al: 'Marka „{{from}}“ u riemërtua në „{{to}}“',
  },
  brandDeleted: {
    en: 'Deleted the brand "{{name}}"',
    mk: 'Избришана марката „{{name}}“',
    al: 'U fshi marka „{{name}}“',
  },
  siteContentCreated: {
    en: 'Created the site content "{{key}}"',
    mk: 'Креирана содржината „{{key}}“',
    al: 'U krijua përmbajtja „{{key}}“',
  },
  siteContentUpdated: {
    en: 'Updated the site content "{{key}}"',
    mk: 'Изменета содржината „{{key}}“',
    al: 'U ndryshua përmbajtja „{{key}}“',
  },
  siteContentSaved: {
    en: 'Saved {{count}} site texts: {{keys}}',
    mk: 'Зачувани {{count}} текстови на страницата: {{keys}}',
    al: 'U ruajtën {{count}} tekste të faqes: {{keys}}',
  },
  storeCreated: {
    en: 'Created the store "{{name}}"',
    mk: 'Креирана продавницата „{{name}}“',
    al: 'U krijua dyqani „{{name}}“',
  },
  storeUpdated: {
    en: 'Updated the store "{{name}}"',
    mk: 'Изменета продавницата „{{name}}“',
    al: 'U ndryshua dyqani „{{name}}“',
  },
  storeDeleted: {
    en: 'Deleted the store "{{name}}"',
    mk: 'Избришана продавницата „{{name}}“',
    al: 'U fshi dyqani „{{name}}“',
  },
  imageUploaded: {
    en: 'Uploaded the image "{{original}}" as {{stored}}',
    mk: 'Прикачена сликата „{{original}}“ како {{stored}}',
    al: 'U ngarkua imazhi „{{original}}“ si {{stored}}',
  },
  pdfUploaded: {
    en: 'Uploaded the PDF "{{original}}" as {{stored}}',
    mk: 'Прикачен PDF-от „{{original}}“ како {{stored}}',
    al: 'U ngarkua PDF-ja „{{original}}“ si {{stored}}',
  },
  mailResent: {
    en: 'Sent the failed mail "{{subject}}" to {{to}} again',
    mk: 'Неуспешната порака „{{subject}}“ е повторно испратена до {{to}}',
    al: 'Mesazhi i dështuar „{{subject}}“ u dërgua sërish te {{to}}',
  },
  enquiryDeleted: {
    en: 'Deleted an enquiry (reference {{id}})',
    mk: 'Избришано барање (број {{id}})',
    al: 'U fshi një kërkesë (numri {{id}})',
  },
  personErased: {
    en: 'Erased the personal data of one e-mail address: {{enquiries}} enquiries, {{newsletter}} newsletter entries',
    mk: 'Избришани личните податоци на една е-адреса: {{enquiries}} барања, {{newsletter}} пријави за билтен',
    al: 'U fshinë të dhënat personale të një adrese email: {{enquiries}} kërkesa, {{newsletter}} regjistrime në buletin',
  },
  enquiriesExpired: {
    en: 'Erased {{enquiries}} enquiries closed before {{closedBefore}} (retention time over)',
    mk: 'Избришани {{enquiries}} барања затворени пред {{closedBefore}} (истечен рок на чување)',
    al: 'U fshinë {{enquiries}} kërkesa të mbyllura para {{closedBefore}} (afati i ruajtjes mbaroi)',
  },
  adminUserCreated: {
    en: 'Created admin user {{username}} ({{role}})',
    mk: 'Креиран администраторот {{username}} ({{role}})',
    al: 'U krijua administratori {{username}} ({{role}})',
  },
  adminUserUpdated: {
    en: 'Updated admin user {{username}}: {{parts}}',
    mk: 'Изменет администраторот {{username}}: {{parts}}',
    al: 'U ndryshua administratori {{username}}: {{parts}}',
  },
  adminUserDeleted: {
    en: 'Deleted admin user {{username}} ({{role}})',
    mk: 'Избришан администраторот {{username}} ({{role}})',
    al: 'U fshi administratori {{username}} ({{role}})',
  },
  secondFactorReset: {
    en: 'Reset the two-step sign-in of admin user {{username}}',
    mk: 'Ресетирана најавата во два чекора на администраторот {{username}}',
    al: 'U rivendos hyrja me dy hapa e administratorit {{username}}',
  },
} as const satisfies Record<string, Texts>;

/** The parts an entry may list in `{{parts}}` (an admin user's change names each of its changes). */
export const auditSummaryPartTexts = {
  renamed: {
    en: 'renamed to {{username}}',
    mk: 'преименуван во {{username}}',
    al: 'u riemërtua në {{username}}',
  },
  roleChanged: { en: 'role {{from}} → {{to}}', mk: 'улога {{from}} → {{to}}', al: 'roli {{from}} → {{to}}' },
  passwordChanged: { en: 'password changed', mk: 'лозинката е сменета', al: 'fjalëkalimi u ndryshua' },
  noChanges: { en: 'no changes', mk: 'без промени', al: 'pa ndryshime' },
  bulkPricePercent: { en: 'prices {{change}} %', mk: 'цени {{change}} %', al: 'çmimet {{change}} %' },
  bulkPromoPercent: {
    en: 'promotion −{{value}} % from {{start}} to {{end}}',
    mk: 'промоција −{{value}} % од {{start}} до {{end}}',
    al: 'promocion −{{value}} % nga {{start}} deri më {{end}}',
  },
  bulkPriceAmount: { en: 'prices {{change}} €', mk: 'цени {{change}} €', al: 'çmimet {{change}} €' },
  bulkPromoPrice: {
    en: 'promotion at {{value}} € from {{start}} to {{end}}',
    mk: 'промоција по {{value}} € од {{start}} до {{end}}',
    al: 'promocion me {{value}} € nga {{start}} deri më {{end}}',
  },
  bulkPromoEnd: { en: 'promotion ended', mk: 'промоцијата е завршена', al: 'promocioni përfundoi' },
  bulkInStock: { en: 'in stock', mk: 'на залиха', al: 'në stok' },
  bulkOutOfStock: { en: 'out of stock', mk: 'нема на залиха', al: 'jo në stok' },
  bulkFeaturedOn: { en: 'featured', mk: 'истакнати', al: 'të veçuar' },
  bulkFeaturedOff: { en: 'not featured', mk: 'не се истакнати', al: 'jo të veçuar' },
} as const satisfies Record<string, Texts>;

export type AuditSummaryKey = keyof typeof auditSummaryTexts;
export type AuditSummaryPartKey = keyof typeof auditSummaryPartTexts;

const keysOf = <Key extends string>(table: Record<Key, Texts>) => Object.keys(table) as [Key, ...Key[]];

/**
 * A value of a summary: a text, a number, a name kept in both languages (products, categories) or an admin
 * role (named by whoever reads the summary).
 */
const auditSummaryValuesSchema = z.record(
  z.string().max(40),
  z.union([z.string().max(500), z.number(), bilingualTextSchema, z.strictObject({ role: z.enum(ROLES) })]),
);
export type AuditSummaryValues = z.infer<typeof auditSummaryValuesSchema>;

/** What an audit entry says happened, kept as its kind and values so each admin reads it in their language. */
export const auditSummarySchema = z.strictObject({
  key: z.enum(keysOf<AuditSummaryKey>(auditSummaryTexts)),
  values: auditSummaryValuesSchema,
  parts: z
    .array(
      z.strictObject({
        key: z.enum(keysOf<AuditSummaryPartKey>(auditSummaryPartTexts)),
        values: auditSummaryValuesSchema,
      }),
    )
    .max(10)
    .optional(),
});
export type AuditSummary = z.infer<typeof auditSummarySchema>;

/** A summary of kind `key` with its values (and parts). */
export function auditSummary(
  key: AuditSummaryKey,
  values: AuditSummaryValues = {},
  parts?: AuditSummary['parts'],
): AuditSummary {
  return parts ? { key, values, parts } : { key, values };
}

/** How the reader names an admin role; by default its code (`super_admin`). */
export type RoleNamer = (role: Role) => string;

function fill(text: string, values: AuditSummaryValues, locale: Locale, nameRole: RoleNamer): string {
  return formatText(text, values, (value) => {
    if (typeof value !== 'object') return String(value);
    if ('role' in value) return nameRole(value.role);
    return locale === 'al' && value.al.trim() ? value.al : value.mk;
  });
}

/** A summary as text in one locale; a name kept in both languages reads in Albanian for Albanian. */
export function auditSummaryText(
  summary: AuditSummary,
  locale: Locale,
  nameRole: RoleNamer = (role) => role,
): string {
  const parts = summary.parts?.length
    ? summary.parts.map((part) =>
        fill(auditSummaryPartTexts[part.key][locale], part.values, locale, nameRole),
      )
    : [auditSummaryPartTexts.noChanges[locale]];
  const values = { ...summary.values, parts: parts.join(', ') };
  return fill(auditSummaryTexts[summary.key][locale], values, locale, nameRole);
}
