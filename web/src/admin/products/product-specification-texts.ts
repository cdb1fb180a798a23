import { defineAdminTexts } from '../i18n/define-texts';

/** The product form's specifications section, in the admin's three languages. */
export const productSpecificationTexts = defineAdminTexts(
  'productSpecifications',
  {
    specifications: 'Specifications',
    noSpecifications:
      'The category of this product lists no specifications. Choose them in the category manager.',
  },
  {
    mk: {
      specifications: 'Спецификации',
      noSpecifications:
        'Категоријата на овој производ нема спецификации. Изберете ги во управувањето со категории.',
    },
    al: {
      specifications: 'Specifikimet',
      noSpecifications: 'Kategoria e këtij produkti nuk ka specifikime. Zgjidhini te menaxhimi i kategorive.',
    },
  },
);
