import { defineAdminTexts } from '../i18n/define-texts';

/** The Legal Pages Editor's texts. */
export const legalTexts = defineAdminTexts(
  'legal',
  {
    title: 'Legal Pages Editor',
    help: 'This content appears on the /terms and /privacy pages. Use simple HTML: headings (h2, h3), paragraphs, lists, bold, italic and links.',
    termsTab: 'Terms of Use',
    privacyTab: 'Privacy Policy',
    macedonianHtml: 'Macedonian (HTML)',
    albanianHtml: 'Albanian (HTML)',
  },
  {
    mk: {
      title: 'Уредување на правните страници',
      help: 'Оваа содржина се прикажува на страниците /terms и /privacy. Користете едноставен HTML: наслови (h2, h3), пасуси, листи, задебелен и закосен текст и врски.',
      termsTab: 'Услови за користење',
      privacyTab: 'Политика за приватност',
      macedonianHtml: 'Македонски (HTML)',
      albanianHtml: 'Албански (HTML)',
    },
    al: {
      title: 'Redaktimi i faqeve ligjore',
      help: 'Kjo përmbajtje shfaqet në faqet /terms dhe /privacy. Përdorni HTML të thjeshtë: tituj (h2, h3), paragrafë, lista, tekst të theksuar, të pjerrët dhe lidhje.',
      termsTab: 'Kushtet e përdorimit',
      privacyTab: 'Politika e privatësisë',
      macedonianHtml: 'Maqedonisht (HTML)',
      albanianHtml: 'Shqip (HTML)',
    },
  },
);
