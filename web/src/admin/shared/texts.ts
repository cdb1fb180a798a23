import { defineAdminTexts } from '../i18n/define-texts';

/** Texts of the parts every content editor shares (bilingual fields, save button). */
export const sharedContentTexts = defineAdminTexts(
  'contentShared',
  {
    saveChanges: 'Save Changes',
    cancel: 'Cancel',
    macedonian: 'MK',
    albanian: 'AL',
    loadFailed: 'The content could not be loaded',
    loadFailedBody: 'Nothing has been changed. Check the connection and try again.',
    retry: 'Try again',
  },
  {
    mk: {
      saveChanges: 'Зачувај ги промените',
      cancel: 'Откажи',
      macedonian: 'македонски',
      albanian: 'албански',
      loadFailed: 'Содржината не можеше да се вчита',
      loadFailedBody: 'Ништо не е променето. Проверете ја врската и обидете се повторно.',
      retry: 'Обиди се повторно',
    },
    al: {
      saveChanges: 'Ruaj ndryshimet',
      cancel: 'Anulo',
      macedonian: 'maqedonisht',
      albanian: 'shqip',
      loadFailed: 'Përmbajtja nuk mund të ngarkohej',
      loadFailedBody: 'Asgjë nuk është ndryshuar. Kontrolloni lidhjen dhe provoni përsëri.',
      retry: 'Provo përsëri',
    },
  },
);
