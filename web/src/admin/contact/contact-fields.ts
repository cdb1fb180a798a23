import { CONTACT_FORM_FIELDS, CONTACT_RECIPIENT_KEY, contactRecipientSchema } from '@hiti/contracts';
import type { ContentField } from '../shared/use-content-form';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const CONTACT_INFO_FIELDS: ContentField[] = [
  { key: 'contact_page_title', label: 'Page Title' },
  { key: 'contact_get_in_touch_title', label: 'Get in Touch Title' },
  { key: 'contact_send_message_title', label: 'Message Form Title' },
  { key: 'contact_follow_us_title', label: 'Social Media Title' },
  { key: 'contact_intro', label: 'Intro Text', multiline: true },
  { key: 'contact_address', label: 'Address' },
  { key: 'contact_phone', label: 'Phone' },
  { key: 'contact_email', label: 'Email', help: 'Shown on the contact page.' },
  {
    key: CONTACT_RECIPIENT_KEY,
    label: 'Send contact messages to',
    help: 'The e-mail address that receives the contact form’s messages; never shown on the site. Empty: the address set in the server configuration (CONTACT_RECIPIENT).',
    schema: contactRecipientSchema,
  },
  { key: 'contact_hours', label: 'Business Hours', multiline: true },
  { key: 'contact_map', label: 'Google Maps Embed URL' },
];

export const CONTACT_FORM_TEXT_FIELDS: ContentField[] = [
  ...CONTACT_FORM_FIELDS.flatMap((field) => [
    { key: `contact_${field}_label`, label: `${capital(field)} Label` },
    { key: `contact_${field}_placeholder`, label: `${capital(field)} Placeholder` },
  ]),
  { key: 'contact_submit_button_text', label: 'Submit Button Text' },
  { key: 'contact_submit_loading_text', label: 'Loading Button Text' },
];

export const SOCIAL_FIELDS: ContentField[] = [
  { key: 'social_facebook', label: 'Facebook' },
  { key: 'social_instagram', label: 'Instagram' },
  { key: 'social_twitter', label: 'Twitter' },
  { key: 'social_youtube', label: 'YouTube' },
];
