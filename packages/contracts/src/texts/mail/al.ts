import type { SameTexts } from '../same-texts';
import type { mk } from './mk';

/** The mails in Albanian: every key of the Macedonian reference, the compiler insists. */
export const al: SameTexts<typeof mk> = {
  staffCopy: {
    intro: 'Mesazh i ri nga formulari i kontaktit i faqes.',
    name: 'Emri',
    email: 'Email',
    phone: 'Telefoni',
    subject: 'Subjekti',
    language: 'Gjuha',
    product: 'Produkti',
    message: 'Mesazhi',
    reference: 'Numri i mesazhit',
    languages: { mk: 'maqedonisht (mk)', al: 'shqip (al)' },
  },
  newsletter: {
    subject: 'Konfirmoni abonimin në buletinin e Hiti Kamina',
    greeting: 'Faleminderit për interesin për buletinin e Hiti Kamina.',
    confirmIntro: 'Për të konfirmuar abonimin, hapni këtë lidhje:',
    confirmButton: 'Konfirmo abonimin',
    ignore: 'Nëse nuk jeni regjistruar ju, injoroni këtë mesazh.',
    unsubscribeIntro: 'Nëse nuk dëshironi më të merrni mesazhe, çregjistrohuni këtu:',
    unsubscribeLink: 'Çregjistrohu',
  },
  reply: {
    greeting: 'I/E nderuar {{name}},',
    closing: 'Me respekt,',
    company: 'Hiti Kamina — sallon oxhaqesh dhe sobash',
  },
};
