import { useCallback } from 'react';
import { validationText } from '@hiti/contracts';
import { ApiError } from '../../api/client';
import { defineAdminTexts } from '../i18n/define-texts';
import { useAdminLanguage, useAdminValidation } from '../i18n/use-admin-language';
import { useErrorText } from '../shared/error-text';

/** The screen in Albanian, as the SPEC writes it (§2): also what it shows while the admin speaks English. */
const albanian = {
  title: 'Menaxhimi i përdoruesve',
  createTitle: 'Krijo përdorues të ri',
  listTitle: 'Përdoruesit administratorë',
  username: 'Emri i përdoruesit',
  password: 'Fjalëkalimi',
  newPassword: 'Fjalëkalimi i ri',
  keepPassword: 'Lëreni bosh për të mbajtur fjalëkalimin aktual',
  currentPassword: 'Fjalëkalimi juaj aktual',
  currentPasswordHelp: 'Kërkohet për të ndryshuar një fjalëkalim: i juaji, si konfirmim',
  role: 'Roli',
  created: 'Krijuar më',
  actions: 'Veprimet',
  create: 'Krijo përdoruesin',
  creating: 'Duke krijuar...',
  edit: 'Ndrysho',
  editTitle: 'Ndrysho përdoruesin',
  delete: 'Fshi',
  save: 'Ruaj',
  cancel: 'Anulo',
  confirmDelete: 'Jeni i sigurt që doni ta fshini këtë përdorues?',
  dashboard: 'Paneli',
  viewWebsite: 'Shiko faqen',
  logout: 'Dilni',
  super_admin: 'Super administrator',
  product_manager: 'Menaxher produktesh',
  firstAdminRole: 'Administratori i parë mbetet gjithmonë super administrator.',
  listLoadFailed: 'Lista e përdoruesve nuk mund të ngarkohej.',
  retry: 'Provo përsëri',
  twoStep: 'Hyrja me dy hapa',
  twoStepOn: 'Aktive',
  twoStepOff: 'Joaktive',
  resetTwoStep: 'Rivendos hyrjen me dy hapa',
  resetTwoStepTitle: 'Rivendos hyrjen me dy hapa të {{username}}',
  resetTwoStepBody:
    'Aplikacioni dhe kodet e rikuperimit të këtij përdoruesi nuk do të pranohen më dhe seancat e tij mbyllen.',
  resetTwoStepConfirm: 'Rivendos',
  resetPasswordHelp: 'Fjalëkalimi juaj, si konfirmim',
};

/** User management's texts: Albanian in English and Albanian admin, Macedonian in Macedonian admin. */
export const userTexts = defineAdminTexts('users', albanian, {
  al: albanian,
  mk: {
    title: 'Управување со корисници',
    createTitle: 'Креирај нов корисник',
    listTitle: 'Администратори',
    username: 'Корисничко име',
    password: 'Лозинка',
    newPassword: 'Нова лозинка',
    keepPassword: 'Оставете празно за да ја задржите сегашната лозинка',
    currentPassword: 'Вашата сегашна лозинка',
    currentPasswordHelp: 'Потребна е за промена на лозинка: вашата, како потврда',
    role: 'Улога',
    created: 'Креиран на',
    actions: 'Дејства',
    create: 'Креирај корисник',
    creating: 'Се креира...',
    edit: 'Уреди',
    editTitle: 'Уреди корисник',
    delete: 'Избриши',
    save: 'Зачувај',
    cancel: 'Откажи',
    confirmDelete: 'Дали сте сигурни дека сакате да го избришете овој корисник?',
    dashboard: 'Контролна табла',
    viewWebsite: 'Погледни ја страницата',
    logout: 'Одјава',
    super_admin: 'Супер-администратор',
    product_manager: 'Менаџер на производи',
    firstAdminRole: 'Првиот администратор секогаш останува супер-администратор.',
    listLoadFailed: 'Листата на корисници не можеше да се вчита.',
    retry: 'Обиди се повторно',
    twoStep: 'Најава во два чекора',
    twoStepOn: 'Вклучена',
    twoStepOff: 'Исклучена',
    resetTwoStep: 'Ресетирај ја најавата во два чекора',
    resetTwoStepTitle: 'Ресетирај ја најавата во два чекора на {{username}}',
    resetTwoStepBody:
      'Апликацијата и кодовите за обновување на овој корисник повеќе нема да важат, а неговите сесии се завршуваат.',
    resetTwoStepConfirm: 'Ресетирај',
    resetPasswordHelp: 'Вашата лозинка, како потврда',
  },
});

/** A form message of this screen: Albanian while the admin speaks English, else the admin's language. */
export function useUserValidation() {
  const { language } = useAdminLanguage();
  const translate = useAdminValidation();
  return language === 'en' ? (message: string) => validationText(message, 'al') : translate;
}

/**
 * A server's error message on this screen: Albanian while the admin speaks English, else the admin's language;
 * for a refused field (a password too easy to guess), the reason given for it.
 */
export function useUserErrorText() {
  const { language } = useAdminLanguage();
  const errorText = useErrorText(language === 'en' ? 'al' : language);
  const translate = useUserValidation();
  return useCallback(
    (error: unknown): string | undefined => {
      const reasons =
        error instanceof ApiError
          ? (error.details ?? []).map((issue) => translate(issue.key ?? issue.message))
          : [];
      return reasons.length > 0 ? reasons.join(' ') : errorText(error);
    },
    [errorText, translate],
  );
}
