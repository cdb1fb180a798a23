import { CONTACT_FORM_FIELDS } from '@hiti/contracts';
import { mk } from '../../i18n/mk';
import type { ContentField } from '../shared/use-content-form';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const CONTACT_INFO_FIELDS: ContentField[] = [
  { key: 'contact_page_title', label: 'Page Title', defaultValue: mk.nav.contact },
  { key: 'contact_get_in_touch_title', label: 'Get in Touch Title', defaultValue: mk.contact.getInTouch },
  { key: 'contact_send_message_title', label: 'Message Form Title', defaultValue: mk.contact.sendMessage },
  { key: 'contact_follow_us_title', label: 'Social Media Title', defaultValue: mk.contact.followUs },
  { key: 'contact_intro', label: 'Intro Text', defaultValue: mk.contact.intro, multiline: true },
  { key: 'contact_address', label: 'Address', defaultValue: mk.contact.defaultAddress },
  { key: 'contact_phone', label: 'Phone', defaultValue: '' },
  { key: 'contact_email', label: 'Email', defaultValue: '' },
  { key: 'contact_hours', label: 'Business Hours', defaultValue: mk.contact.defaultHours, multiline: true },
  { key: 'contact_map', label: 'Google Maps Embed URL', defaultValue: '' },
];

export const CONTACT_FORM_TEXT_FIELDS: ContentField[] = [
  ...CONTACT_FORM_FIELDS.flatMap((field) => [
    {
      key: `contact_${field}_label`,
      label: `${capital(field)} Label`,
      defaultValue: mk.contact.labels[field],
    },
    {
      key: `contact_${field}_placeholder`,
      label: `${capital(field)} Placeholder`,
      defaultValue: mk.contact.placeholders[field],
    },
  ]),
  { key: 'contact_submit_button_text', label: 'Submit Button Text', defaultValue: mk.contact.send },
  { key: 'contact_submit_loading_text', label: 'Loading Button Text', defaultValue: mk.contact.sending },
];

export const CONTACT_FIELDS: ContentField[] = [...CONTACT_INFO_FIELDS, ...CONTACT_FORM_TEXT_FIELDS];

export const SOCIAL_FIELDS: ContentField[] = [
  { key: 'social_facebook', label: 'Facebook', defaultValue: '' },
  { key: 'social_instagram', label: 'Instagram', defaultValue: '' },
  { key: 'social_twitter', label: 'Twitter', defaultValue: '' },
  { key: 'social_youtube', label: 'YouTube', defaultValue: '' },
];
