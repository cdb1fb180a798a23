import { defineAdminTexts } from '../i18n/define-texts';

/** The Hero Text Editor's texts. */
export const heroTextTexts = defineAdminTexts(
  'heroText',
  {
    title: 'Hero Text Editor',
    mainTitle: 'Main Title',
    mainTitleHelp: 'The home page’s main heading (h1), shown in each language’s version of the home page.',
    subtitle: 'Subtitle',
    subtitleHelp: 'Shown under the main heading on the home page.',
    productsButton: 'Products Button Text',
    productsButtonHelp: 'The hero’s button to the products page.',
    contactButton: 'Contact Button Text',
    contactButtonHelp: 'The hero’s button to the contact page.',
  },
  {
    mk: {
      title: 'Уредување на воведниот текст',
      mainTitle: 'Главен наслов',
      mainTitleHelp:
        'Главниот наслов (h1) на почетната страница, прикажан во верзијата на почетната страница на секој јазик.',
      subtitle: 'Поднаслов',
      subtitleHelp: 'Се прикажува под главниот наслов на почетната страница.',
      productsButton: 'Текст на копчето за производи',
      productsButtonHelp: 'Копчето во воведниот дел што води до страницата со производи.',
      contactButton: 'Текст на копчето за контакт',
      contactButtonHelp: 'Копчето во воведниот дел што води до страницата за контакт.',
    },
    al: {
      title: 'Redaktimi i tekstit hyrës',
      mainTitle: 'Titulli kryesor',
      mainTitleHelp:
        'Titulli kryesor (h1) i faqes kryesore, i shfaqur në versionin e faqes kryesore të secilës gjuhë.',
      subtitle: 'Nëntitulli',
      subtitleHelp: 'Shfaqet nën titullin kryesor në faqen kryesore.',
      productsButton: 'Teksti i butonit të produkteve',
      productsButtonHelp: 'Butoni i pjesës hyrëse që të çon te faqja e produkteve.',
      contactButton: 'Teksti i butonit të kontaktit',
      contactButtonHelp: 'Butoni i pjesës hyrëse që të çon te faqja e kontaktit.',
    },
  },
);
