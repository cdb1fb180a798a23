import { defineAdminTexts } from './define-texts';

/** The admin frame's texts (header of every admin page) in its three languages. */
export const frameTexts = defineAdminTexts(
  'frame',
  {
    backToDashboard: 'Back to Dashboard',
    viewWebsite: 'View Website',
    logout: 'Logout',
    twoStep: 'Two-step sign-in',
    language: 'Admin language',
    error: 'Error',
  },
  {
    mk: {
      backToDashboard: 'Назад кон контролната табла',
      viewWebsite: 'Погледни ја страницата',
      logout: 'Одјава',
      twoStep: 'Најава во два чекора',
      language: 'Јазик на администрацијата',
      error: 'Грешка',
    },
    al: {
      backToDashboard: 'Kthehu te paneli',
      viewWebsite: 'Shiko faqen',
      logout: 'Dilni',
      twoStep: 'Hyrja me dy hapa',
      language: 'Gjuha e administrimit',
      error: 'Gabim',
    },
  },
);
