import { defineAdminTexts } from '../i18n/define-texts';

/** The category form's choice of specifications, in the admin's three languages. */
export const categorySpecificationTexts = defineAdminTexts(
  'categorySpecifications',
  {
    specifications: 'Specifications of its products',
    specificationsHelp:
      'The product form asks for these. Values of a specification you remove are kept and show again if you add it back.',
    choose: 'Choose specifications',
  },
  {
    mk: {
      specifications: 'Спецификации на производите',
      specificationsHelp:
        'Формата за производ ги бара овие. Вредностите на отстранета спецификација се чуваат и повторно се прикажуваат ако ја вратите.',
      choose: 'Изберете спецификации',
    },
    al: {
      specifications: 'Specifikimet e produkteve',
      specificationsHelp:
        'Formulari i produktit i kërkon këto. Vlerat e një specifikimi që hiqni ruhen dhe shfaqen sërish nëse e ktheni.',
      choose: 'Zgjidhni specifikimet',
    },
  },
);
