/** The admin frame's texts in its three languages. */
const en = {
  backToDashboard: 'Back to Dashboard',
  viewWebsite: 'View Website',
  logout: 'Logout',
  language: 'Admin language',
};

export type AdminTexts = typeof en;

const mk: AdminTexts = {
  backToDashboard: 'Назад кон контролната табла',
  viewWebsite: 'Погледни ја страницата',
  logout: 'Одјава',
  language: 'Јазик на администрацијата',
};

const sq: AdminTexts = {
  backToDashboard: 'Kthehu te paneli',
  viewWebsite: 'Shiko faqen',
  logout: 'Dilni',
  language: 'Gjuha e administrimit',
};

export const adminTexts = { en, mk, sq } as const;
