/**
 * The mails in Macedonian, the site's default language: the reference every other language fills. `{{name}}`
 * marks a place for a value.
 */
export const mk = {
  /** The showroom's copy of a contact-form message. */
  staffCopy: {
    intro: 'Нова порака од контакт-формуларот на веб-страницата.',
    name: 'Име',
    email: 'Е-пошта',
    phone: 'Телефон',
    subject: 'Наслов',
    language: 'Јазик',
    product: 'Производ',
    message: 'Порака',
    reference: 'Број на пораката',
    /** The language of the page the visitor wrote from. */
    languages: { mk: 'македонски (mk)', al: 'албански (al)' },
  },
  /** The newsletter's double opt-in mail, in the visitor's language. */
  newsletter: {
    subject: 'Потврдете ја претплатата на билтенот на Хити Камина',
    greeting: 'Ви благодариме за интересот за билтенот на Хити Камина.',
    confirmIntro: 'За да ја потврдите претплатата, отворете ја оваа врска:',
    confirmButton: 'Потврди претплата',
    ignore: 'Ако не сте се пријавиле вие, игнорирајте ја оваа порака.',
    unsubscribeIntro: 'Ако не сакате повеќе да добивате пораки, одјавете се тука:',
    unsubscribeLink: 'Одјава',
  },
  /** The frame of a staff member's reply to an enquiry, in the visitor's language. */
  reply: {
    greeting: 'Почитувани {{name}},',
    closing: 'Со почит,',
    company: 'Хити Камина — салон за камини и печки',
  },
} as const;
