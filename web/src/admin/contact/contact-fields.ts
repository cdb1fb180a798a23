import { CONTACT_FORM_FIELDS } from '@hiti/contracts';
import { al } from '../../i18n/al';
import { mk } from '../../i18n/mk';
import type { StorefrontTexts } from '../../i18n/types';
import type { ContentField } from '../shared/use-content-form';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A text of the contact page in both languages (the stored content is the Albanian one). */
function both(
  key: string,
  label: string,
  pick: (texts: StorefrontTexts) => string,
  multiline = false,
): ContentField {
  return { key, label, defaultValue: pick(al), defaultValueMk: pick(mk), multiline };
}

export const CONTACT_INFO_FIELDS: ContentField[] = [
  both('contact_page_title', 'Page Title', (texts) => texts.nav.contact),
  both('contact_get_in_touch_title', 'Get in Touch Title', (texts) => texts.contact.getInTouch),
  both('contact_send_message_title', 'Message Form Title', (texts) => texts.contact.sendMessage),
  both('contact_follow_us_title', 'Social Media Title', (texts) => texts.contact.followUs),
  both('contact_intro', 'Intro Text', (texts) => texts.contact.intro, true),
  both('contact_address', 'Address', (texts) => texts.contact.defaultAddress),
  { key: 'contact_phone', label: 'Phone', defaultValue: '' },
  { key: 'contact_email', label: 'Email', defaultValue: '' },
  both('contact_hours', 'Business Hours', (texts) => texts.contact.defaultHours, true),
  { key: 'contact_map', label: 'Google Maps Embed URL', defaultValue: '' },
];

export const CONTACT_FORM_TEXT_FIELDS: ContentField[] = [
  ...CONTACT_FORM_FIELDS.flatMap((field) => [
    both(`contact_${field}_label`, `${capital(field)} Label`, (texts) => texts.contact.labels[field]),
    both(
      `contact_${field}_placeholder`,
      `${capital(field)} Placeholder`,
      (texts) => texts.contact.placeholders[field],
    ),
  ]),
  both('contact_submit_button_text', 'Submit Button Text', (texts) => texts.contact.send),
  both('contact_submit_loading_text', 'Loading Button Text', (texts) => texts.contact.sending),
];

export const CONTACT_FIELDS: ContentField[] = [...CONTACT_INFO_FIELDS, ...CONTACT_FORM_TEXT_FIELDS];

export const SOCIAL_FIELDS: ContentField[] = [
  { key: 'social_facebook', label: 'Facebook', defaultValue: '' },
  { key: 'social_instagram', label: 'Instagram', defaultValue: '' },
  { key: 'social_twitter', label: 'Twitter', defaultValue: '' },
  { key: 'social_youtube', label: 'YouTube', defaultValue: '' },
];
