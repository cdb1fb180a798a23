import { useMemo } from 'react';
import { contactRecipientSchema, contentUrlSchema } from '@hiti/contracts';
import { useAdminTexts } from '../i18n/use-admin-language';
import { ContentFieldsForm } from '../shared/ContentFieldsForm';
import type { SaveToasts } from '../shared/use-content-editor';

/** The toasts of a tab's save, naming what was saved. */
function useSavedToasts(what: string): SaveToasts {
  const message = useAdminTexts('messages');
  return {
    saved: { title: message('contentSaved'), description: message('contentSavedBody', { type: what }) },
    failed: { title: message('contentSaveError'), description: message('contentSaveErrorBody') },
  };
}

export function AboutTab() {
  const t = useAdminTexts('contentManagement');
  const fields = useMemo(() => [{ key: 'about_story', label: t('aboutUs'), multiline: true }], [t]);
  const toasts = useSavedToasts(t('aboutUs'));
  return <ContentFieldsForm type="about" fields={fields} toasts={toasts} />;
}

export function ContactTab() {
  const t = useAdminTexts('contentManagement');
  const fields = useMemo(
    () => [
      { key: 'contact_address', label: t('address') },
      { key: 'contact_phone', label: t('phoneNumber') },
      { key: 'contact_email', label: t('email'), schema: contactRecipientSchema },
      { key: 'contact_map', label: t('map'), schema: contentUrlSchema },
    ],
    [t],
  );
  const toasts = useSavedToasts(t('contactTab'));
  return <ContentFieldsForm type="contact" fields={fields} toasts={toasts} />;
}
