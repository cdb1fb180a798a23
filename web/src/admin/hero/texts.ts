import { defineAdminTexts } from '../i18n/define-texts';

/** The Homepage Hero Editor's texts. */
export const heroTexts = defineAdminTexts(
  'hero',
  {
    title: 'Homepage Hero Editor',
    slide: 'Hero Slide {{n}}',
    removeSecond: 'Remove Second Slider',
    secondNotShown: 'The second slide is not shown on the home page. Saving this form adds it.',
  },
  {
    mk: {
      title: 'Уредување на воведниот дел на почетната страница',
      slide: 'Воведен слајд {{n}}',
      removeSecond: 'Отстрани го вториот слајд',
      secondNotShown:
        'Вториот слајд не се прикажува на почетната страница. Со зачувување на овој формулар се додава.',
    },
    al: {
      title: 'Redaktimi i pjesës hyrëse të faqes kryesore',
      slide: 'Slajdi hyrës {{n}}',
      removeSecond: 'Hiq slajdin e dytë',
      secondNotShown: 'Slajdi i dytë nuk shfaqet në faqen kryesore. Ruajtja e këtij formulari e shton atë.',
    },
  },
);
