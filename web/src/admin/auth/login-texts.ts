import { defineAdminTexts } from '../i18n/define-texts';

/** The login page's texts in the admin's three languages. */
export const loginTexts = defineAdminTexts(
  'login',
  {
    title: 'Admin Login',
    intro: 'Enter your credentials to access the admin panel',
    username: 'Username',
    password: 'Password',
    login: 'Login',
    backToWebsite: 'Back to website',
  },
  {
    mk: {
      title: 'Најава за администратори',
      intro: 'Внесете ги вашите податоци за пристап до администраторскиот панел',
      username: 'Корисничко име',
      password: 'Лозинка',
      login: 'Најава',
      backToWebsite: 'Назад кон веб-страницата',
    },
    sq: {
      title: 'Hyrja e administratorit',
      intro: 'Shkruani kredencialet tuaja për të hyrë në panelin e administrimit',
      username: 'Emri i përdoruesit',
      password: 'Fjalëkalimi',
      login: 'Hyni',
      backToWebsite: 'Kthehu te faqja',
    },
  },
);
