import { CONTACT_FORM_FIELDS } from '@hiti/contracts';
import type { ContactFormField, Language, SiteContentItem } from '@hiti/contracts';
import { contentText } from '../../lib/site-content';

export interface ContactFormTexts {
  labels: Record<ContactFormField, string>;
  placeholders: Record<ContactFormField, string>;
  submit: string;
  sending: string;
}

function perField(text: (field: ContactFormField) => string): Record<ContactFormField, string> {
  return Object.fromEntries(CONTACT_FORM_FIELDS.map((field) => [field, text(field)])) as Record<
    ContactFormField,
    string
  >;
}

/** The contact form's texts from the contact content (staff edit them), else their defaults. */
export function contactFormTexts(
  items: ReadonlyMap<string, SiteContentItem>,
  language: Language,
): ContactFormTexts {
  return {
    labels: perField((field) => contentText(items, `contact_${field}_label`, language)),
    placeholders: perField((field) => contentText(items, `contact_${field}_placeholder`, language)),
    submit: contentText(items, 'contact_submit_button_text', language),
    sending: contentText(items, 'contact_submit_loading_text', language),
  };
}

/** The showroom's details as staff entered them; an empty one is not shown. */
export interface ShowroomDetails {
  address: string;
  /** The town, its postal code and the map position (`latitude, longitude`): for search engines. */
  locality: string;
  postalCode: string;
  geo: string;
  phone: string;
  email: string;
  hours: string;
}

type ShowroomKey =
  | 'contact_address'
  | 'contact_locality'
  | 'contact_postal_code'
  | 'contact_geo'
  | 'contact_phone'
  | 'contact_email'
  | 'contact_hours';

export function showroomDetails(
  items: ReadonlyMap<string, SiteContentItem>,
  language: Language,
): ShowroomDetails {
  const text = (key: ShowroomKey) => contentText(items, key, language).trim();
  return {
    address: text('contact_address'),
    locality: text('contact_locality'),
    postalCode: text('contact_postal_code'),
    geo: text('contact_geo'),
    phone: text('contact_phone'),
    email: text('contact_email'),
    hours: text('contact_hours'),
  };
}

/** The number a `tel:` link dials: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
