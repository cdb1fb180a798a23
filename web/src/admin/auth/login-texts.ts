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
    sessionEndedTitle: 'Your session has ended',
    sessionEndedBody: 'Sign in again to go on. What you entered stays in the form.',
    signInAndGoOn: 'Sign in and go on',
  },
  {
    mk: {
      title: 'Најава за администратори',
      intro: 'Внесете ги вашите податоци за пристап до администраторскиот панел',
      username: 'Корисничко име',
      password: 'Лозинка',
      login: 'Најава',
      backToWebsite: 'Назад кон веб-страницата',
      sessionEndedTitle: 'Вашата сесија истече',
      sessionEndedBody: 'Најавете се повторно за да продолжите. Она што го внесовте останува во формуларот.',
      signInAndGoOn: 'Најави се и продолжи',
    },
    al: {
      title: 'Hyrja e administratorit',
      intro: 'Shkruani kredencialet tuaja për të hyrë në panelin e administrimit',
      username: 'Emri i përdoruesit',
      password: 'Fjalëkalimi',
      login: 'Hyni',
      backToWebsite: 'Kthehu te faqja',
      sessionEndedTitle: 'Seanca juaj ka përfunduar',
      sessionEndedBody: 'Hyni përsëri për të vazhduar. Ajo që keni shkruar mbetet në formular.',
      signInAndGoOn: 'Hyni dhe vazhdoni',
    },
  },
);
