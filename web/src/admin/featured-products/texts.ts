import { defineAdminTexts } from '../i18n/define-texts';

/** The featured products editor's texts in the admin's three languages. */
export const featuredProductsTexts = defineAdminTexts(
  'featuredProducts',
  {
    title: 'Featured Products Editor',
    heading: 'Title',
    description: 'Description',
    viewAllButton: 'View All Button Text',
  },
  {
    mk: {
      title: 'Уредување на истакнатите производи',
      heading: 'Наслов',
      description: 'Опис',
      viewAllButton: 'Текст на копчето „Види ги сите“',
    },
    al: {
      title: 'Redaktimi i produkteve të veçuara',
      heading: 'Titulli',
      description: 'Përshkrimi',
      viewAllButton: 'Teksti i butonit „Shiko të gjitha“',
    },
  },
);
