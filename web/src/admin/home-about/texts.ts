import { defineAdminTexts } from '../i18n/define-texts';

/** The Home About Section Editor's texts. */
export const homeAboutTexts = defineAdminTexts(
  'homeAbout',
  {
    title: 'Home About Section Editor',
    subtitle: 'Subtitle',
    sectionTitle: 'Title',
    paragraph: 'Paragraph {{n}}',
    imageUrl: 'Image URL',
    buttonText: 'Button Text',
    buttonLink: 'Button Link',
    contactButtonText: 'Contact Button Text',
    imagePreview: 'Image Preview',
    imagePreviewAlt: 'Home about preview',
  },
  {
    mk: {
      title: 'Уредување на делот „За нас“ на почетната страница',
      subtitle: 'Поднаслов',
      sectionTitle: 'Наслов',
      paragraph: 'Пасус {{n}}',
      imageUrl: 'URL-адреса на сликата',
      buttonText: 'Текст на копчето',
      buttonLink: 'Врска на копчето',
      contactButtonText: 'Текст на копчето за контакт',
      imagePreview: 'Преглед на сликата',
      imagePreviewAlt: 'Преглед на делот „За нас“',
    },
    al: {
      title: 'Redaktimi i pjesës „Rreth nesh“ në faqen kryesore',
      subtitle: 'Nëntitulli',
      sectionTitle: 'Titulli',
      paragraph: 'Paragrafi {{n}}',
      imageUrl: 'URL-ja e imazhit',
      buttonText: 'Teksti i butonit',
      buttonLink: 'Lidhja e butonit',
      contactButtonText: 'Teksti i butonit të kontaktit',
      imagePreview: 'Pamja paraprake e imazhit',
      imagePreviewAlt: 'Pamja paraprake e pjesës „Rreth nesh“',
    },
  },
);
