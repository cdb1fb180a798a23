import { bilingualText, plainText } from './draft';

/** The company address the legal pages name for questions about them. */
export const SHOWROOM = {
  email: 'info@hitikamina.mk',
  /** The town the map shows, its postal code and its centre (latitude, longitude) for search engines. */
  locality: { mk: 'Тетово', al: 'Tetovë' },
  postalCode: '1200',
  geo: '42.0106, 20.9715',
  mapEmbedUrl: 'https://www.google.com/maps?q=Tetovo%2C%20North%20Macedonia&output=embed',
} as const;

/**
 * The showroom's own details start empty: the contact page hides an empty line and the dashboard asks
 * staff to fill them in, so no made-up address, phone or e-mail is ever shown as if it were real.
 * Where contact enquiries go is a field of its own (`contact_recipient_email`), empty by default.
 */
export const SHOWROOM_DETAIL_KEYS = ['contact_address', 'contact_phone', 'contact_email'] as const;

const details = [
  bilingualText('contact', 'contact_intro', {
    al:
      'Keni pyetje për ndonjë produkt ose dëshironi një ofertë? Na shkruani ose na vizitoni në një nga ' +
      '6 dyqanet tona – do t’ju përgjigjemi sa më shpejt.',
    mk:
      'Имате прашање за некој производ или сакате понуда? Пишете ни или посетете нè во некоја од нашите ' +
      '6 продавници – ќе ви одговориме во најкус можен рок.',
  }),
  bilingualText('contact', 'contact_address', { mk: '', al: '' }),
  bilingualText('contact', 'contact_locality', SHOWROOM.locality),
  plainText('contact', 'contact_postal_code', SHOWROOM.postalCode),
  plainText('contact', 'contact_geo', SHOWROOM.geo),
  plainText('contact', 'contact_phone', ''),
  plainText('contact', 'contact_email', ''),
  plainText('contact', 'contact_viber', ''),
  plainText('contact', 'contact_whatsapp', ''),
  bilingualText('contact', 'contact_hours', {
    al: 'E hënë – e premte: 08:00 – 18:00\nE shtunë: 08:00 – 14:00\nE diel: mbyllur',
    mk: 'Понеделник – петок: 08:00 – 18:00\nСабота: 08:00 – 14:00\nНедела: затворено',
  }),
  plainText('contact', 'contact_map', SHOWROOM.mapEmbedUrl),
  plainText('contact', 'contact_recipient_email', ''),
];

const titles = [
  bilingualText('contact', 'contact_page_title', { al: 'Na kontaktoni', mk: 'Контактирајте нè' }),
  bilingualText('contact', 'contact_get_in_touch_title', { al: 'Lidhuni me ne', mk: 'Стапете во контакт' }),
  bilingualText('contact', 'contact_send_message_title', {
    al: 'Na dërgoni një mesazh',
    mk: 'Испратете ни порака',
  }),
  bilingualText('contact', 'contact_follow_us_title', { al: 'Na ndiqni', mk: 'Следете нè' }),
];

const form = [
  bilingualText('contact', 'contact_name_label', { al: 'Emri dhe mbiemri', mk: 'Име и презиме' }),
  bilingualText('contact', 'contact_email_label', { al: 'Email', mk: 'Е-пошта' }),
  bilingualText('contact', 'contact_phone_label', { al: 'Telefoni', mk: 'Телефон' }),
  bilingualText('contact', 'contact_subject_label', { al: 'Subjekti', mk: 'Тема' }),
  bilingualText('contact', 'contact_message_label', { al: 'Mesazhi', mk: 'Порака' }),
  bilingualText('contact', 'contact_name_placeholder', {
    al: 'Shkruani emrin tuaj',
    mk: 'Внесете го вашето име',
  }),
  bilingualText('contact', 'contact_email_placeholder', { al: 'emri@shembull.com', mk: 'ime@primer.com' }),
  bilingualText('contact', 'contact_phone_placeholder', { al: '+389 7X XXX XXX', mk: '+389 7X XXX XXX' }),
  bilingualText('contact', 'contact_subject_placeholder', {
    al: 'Për çfarë bëhet fjalë?',
    mk: 'За што станува збор?',
  }),
  bilingualText('contact', 'contact_message_placeholder', {
    al: 'Shkruani mesazhin tuaj këtu...',
    mk: 'Напишете ја вашата порака тука...',
  }),
  bilingualText('contact', 'contact_submit_button_text', { al: 'Dërgo mesazhin', mk: 'Испрати порака' }),
  bilingualText('contact', 'contact_submit_loading_text', { al: 'Duke u dërguar...', mk: 'Се испраќа...' }),
];

export const contactDefaults = [...details, ...titles, ...form];
