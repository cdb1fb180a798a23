import { Card, Tabs } from 'antd';
import { uiMessage } from '@hiti/contracts';
import { useToast } from '../../app/toast';
import { AdminShell } from '../layout/AdminShell';
import { ContentFieldsForm } from '../shared/ContentFieldsForm';
import { CONTACT_FORM_TEXT_FIELDS, CONTACT_INFO_FIELDS, SOCIAL_FIELDS } from './contact-fields';

/** The success and failure toasts of one tab. */
function useTabToasts(saved: 'contactInfoSaved' | 'socialLinksSaved') {
  const toast = useToast();
  const failed = saved === 'contactInfoSaved' ? 'contactInfoSaveFailed' : 'socialLinksSaveFailed';
  return {
    onSaved: () => toast({ title: uiMessage('successTitle'), description: uiMessage(saved) }),
    onFailed: () =>
      toast({ title: uiMessage('errorTitle'), description: uiMessage(failed), variant: 'destructive' }),
  };
}

export function ContactEditor() {
  const contactToasts = useTabToasts('contactInfoSaved');
  const socialToasts = useTabToasts('socialLinksSaved');
  return (
    <AdminShell title="Contact Page Editor" backTo="/admin/dashboard">
      <Card>
        <Tabs
          items={[
            {
              key: 'info',
              label: 'Contact Information',
              children: <ContentFieldsForm type="contact" fields={CONTACT_INFO_FIELDS} {...contactToasts} />,
            },
            {
              key: 'form',
              label: 'Form Text',
              children: (
                <ContentFieldsForm type="contact" fields={CONTACT_FORM_TEXT_FIELDS} {...contactToasts} />
              ),
            },
            {
              key: 'social',
              label: 'Social Media Links',
              children: <ContentFieldsForm type="social" fields={SOCIAL_FIELDS} {...socialToasts} />,
            },
          ]}
        />
      </Card>
    </AdminShell>
  );
}
