import {
  CONTACT_FORM_FIELDS,
  CONTACT_RECIPIENT_KEY,
  contactRecipientSchema,
  MESSAGING_CONTENT_KEYS,
  contentUrlSchema,
  messagingNumberSchema,
} from '@hiti/contracts';
import type { ContentField } from '../shared/use-content-editor';
import type { AdminText } from '../i18n/use-admin-language';

/** The contact texts in the admin's language (`useAdminTexts('contact')`). */
type ContactText = AdminText<'contact'>;

export const contactInfoFields = (t: ContactText): ContentField[] => [
  { key: 'contact_page_title', label: t('pageTitle') },
  { key: 'contact_get_in_touch_title', label: t('getInTouchTitle') },
  { key: 'contact_send_message_title', label: t('messageFormTitle') },
  { key: 'contact_follow_us_title', label: t('socialTitle') },
  { key: 'contact_intro', label: t('intro'), multiline: true },
  { key: 'contact_address', label: t('address') },
  { key: 'contact_locality', label: t('locality') },
  { key: 'contact_postal_code', label: t('postalCode') },
  { key: 'contact_geo', label: t('geo'), help: t('geoHelp') },
  { key: 'contact_phone', label: t('phone') },
  { key: 'contact_email', label: t('email'), help: t('emailHelp'), schema: contactRecipientSchema },
  {
    key: MESSAGING_CONTENT_KEYS.viber,
    label: 'Viber',
    help: t('messagingHelp'),
    schema: messagingNumberSchema,
  },
  {
    key: MESSAGING_CONTENT_KEYS.whatsapp,
    label: 'WhatsApp',
    help: t('messagingHelp'),
    schema: messagingNumberSchema,
  },
  {
    key: CONTACT_RECIPIENT_KEY,
    label: t('recipient'),
    help: t('recipientHelp'),
    schema: contactRecipientSchema,
  },
  { key: 'contact_hours', label: t('hours'), multiline: true },
  { key: 'contact_map', label: t('map'), schema: contentUrlSchema },
];

export const contactFormTextFields = (t: ContactText): ContentField[] => [
  ...CONTACT_FORM_FIELDS.flatMap((field) => {
    const name = t(`field_${field}`);
    return [
      { key: `contact_${field}_label`, label: t('fieldLabel', { field: name }) },
      { key: `contact_${field}_placeholder`, label: t('fieldPlaceholder', { field: name }) },
    ];
  }),
  { key: 'contact_submit_button_text', label: t('submitText') },
  { key: 'contact_submit_loading_text', label: t('loadingText') },
];

/** Links are the same in both languages; their labels are the networks' names. */
export const SOCIAL_FIELDS: ContentField[] = [
  { key: 'social_facebook', label: 'Facebook', schema: contentUrlSchema },
  { key: 'social_instagram', label: 'Instagram', schema: contentUrlSchema },
  { key: 'social_twitter', label: 'Twitter', schema: contentUrlSchema },
  { key: 'social_youtube', label: 'YouTube', schema: contentUrlSchema },
];
