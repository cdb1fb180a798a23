import { defineAdminTexts } from '../i18n/define-texts';

/** Texts of the parts every content editor shares (bilingual fields, save button). */
export const sharedContentTexts = defineAdminTexts(
  'contentShared',
  {
    saveChanges: 'Save Changes',
    cancel: 'Cancel',
    macedonian: 'MK',
    albanian: 'AL',
  },
  {
    mk: {
      saveChanges: 'Зачувај ги промените',
      cancel: 'Откажи',
      macedonian: 'македонски',
      albanian: 'албански',
    },
    sq: {
      saveChanges: 'Ruaj ndryshimet',
      cancel: 'Anulo',
      macedonian: 'maqedonisht',
      albanian: 'shqip',
    },
  },
);
