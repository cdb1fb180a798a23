import { defineAdminTexts } from '../i18n/define-texts';

/** The Homepage Hero Editor's texts. */
export const heroTexts = defineAdminTexts(
  'hero',
  {
    title: 'Homepage Hero Editor',
    slide: 'Hero Slide {n}',
    removeSecond: 'Remove Second Slider',
  },
  {
    mk: {
      title: 'Уредување на воведниот дел на почетната страница',
      slide: 'Воведен слајд {n}',
      removeSecond: 'Отстрани го вториот слајд',
    },
    sq: {
      title: 'Redaktimi i pjesës hyrëse të faqes kryesore',
      slide: 'Slajdi hyrës {n}',
      removeSecond: 'Hiq slajdin e dytë',
    },
  },
);
