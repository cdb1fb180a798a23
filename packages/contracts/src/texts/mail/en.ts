import type { SameTexts } from '../same-texts';
import type { mk } from './mk';

/**
 * The mails in English: only the showroom's copy of a contact message, since staff may read the admin in
 * English; visitors are written to in Macedonian or Albanian, the languages of the site.
 */
export const en: SameTexts<Pick<typeof mk, 'staffCopy'>> = {
  staffCopy: {
    intro: 'New message from the contact form of the website.',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    subject: 'Subject',
    language: 'Language',
    product: 'Product',
    message: 'Message',
    reference: 'Reference',
    languages: { mk: 'Macedonian (mk)', al: 'Albanian (al)' },
  },
};
