import { Card, Tabs } from 'antd';
import { useMemo } from 'react';
import { useAdminTexts } from '../i18n/use-admin-language';
import { AdminShell } from '../layout/AdminShell';
import { ContentFieldsForm } from '../shared/ContentFieldsForm';
import type { SaveToasts } from '../shared/use-content-editor';
import { SOCIAL_FIELDS, contactFormTextFields, contactInfoFields } from './contact-fields';

export function ContactEditor() {
  const t = useAdminTexts('contact');
  const message = useAdminTexts('messages');
  const infoFields = useMemo(() => contactInfoFields(t), [t]);
  const formFields = useMemo(() => contactFormTextFields(t), [t]);
  const toastsOf = (tab: 'contact' | 'social'): SaveToasts => ({
    saved: {
      title: message('successTitle'),
      description: message(tab === 'contact' ? 'contactInfoSaved' : 'socialLinksSaved'),
    },
    failed: {
      title: message('errorTitle'),
      description: message(tab === 'contact' ? 'contactInfoSaveFailed' : 'socialLinksSaveFailed'),
    },
  });
  return (
    <AdminShell title={t('title')} backTo="/admin/dashboard">
      <Card>
        <Tabs
          items={[
            {
              key: 'info',
              label: t('infoTab'),
              children: <ContentFieldsForm type="contact" fields={infoFields} toasts={toastsOf('contact')} />,
            },
            {
              key: 'form',
              label: t('formTab'),
              children: <ContentFieldsForm type="contact" fields={formFields} toasts={toastsOf('contact')} />,
            },
            {
              key: 'social',
              label: t('socialTab'),
              children: (
                <ContentFieldsForm type="social" fields={SOCIAL_FIELDS} toasts={toastsOf('social')} />
              ),
            },
          ]}
        />
      </Card>
    </AdminShell>
  );
}
