import { Button, Card, Form, Skeleton, Tabs } from 'antd';
import { uiMessage } from '@hiti/contracts';
import { useToast } from '../../app/toast';
import { AdminShell } from '../layout/AdminShell';
import { ContentFields } from '../shared/ContentFields';
import { useContentForm } from '../shared/use-content-form';
import type { ContentField } from '../shared/use-content-form';
import {
  CONTACT_FIELDS,
  CONTACT_FORM_TEXT_FIELDS,
  CONTACT_INFO_FIELDS,
  SOCIAL_FIELDS,
} from './contact-fields';

type ContentForm = ReturnType<typeof useContentForm>;

function SaveButton({ busy }: { busy: boolean }) {
  return (
    <Button type="primary" htmlType="submit" disabled={busy}>
      {busy ? uiMessage('saving') : 'Save Changes'}
    </Button>
  );
}

function FieldsForm({
  form,
  fields,
  onSubmit,
}: {
  form: ContentForm;
  fields: readonly ContentField[];
  onSubmit: () => void;
}) {
  return (
    <Form layout="vertical" onFinish={onSubmit}>
      <ContentFields fields={fields} values={form.values} onChange={form.set} />
      <SaveButton busy={form.saving} />
    </Form>
  );
}

export function ContactEditor() {
  const contact = useContentForm('contact', CONTACT_FIELDS);
  const social = useContentForm('social', SOCIAL_FIELDS);
  const toast = useToast();

  const saveContact = (fields: readonly ContentField[]) =>
    contact.save(fields).then(
      () => toast({ title: uiMessage('successTitle'), description: uiMessage('contactInfoSaved') }),
      () =>
        toast({
          title: uiMessage('errorTitle'),
          description: uiMessage('contactInfoSaveFailed'),
          variant: 'destructive',
        }),
    );
  const saveSocial = () =>
    social.save().then(
      () => toast({ title: uiMessage('successTitle'), description: uiMessage('socialLinksSaved') }),
      () =>
        toast({
          title: uiMessage('errorTitle'),
          description: uiMessage('socialLinksSaveFailed'),
          variant: 'destructive',
        }),
    );

  return (
    <AdminShell title="Contact Page Editor" backTo="/admin/dashboard">
      <Card>
        {contact.query.isPending || social.query.isPending ? (
          <Skeleton active paragraph={{ rows: 10 }} />
        ) : (
          <Tabs
            items={[
              {
                key: 'info',
                label: 'Contact Information',
                children: (
                  <FieldsForm
                    form={contact}
                    fields={CONTACT_INFO_FIELDS}
                    onSubmit={() => void saveContact(CONTACT_INFO_FIELDS)}
                  />
                ),
              },
              {
                key: 'form',
                label: 'Form Text',
                children: (
                  <FieldsForm
                    form={contact}
                    fields={CONTACT_FORM_TEXT_FIELDS}
                    onSubmit={() => void saveContact(CONTACT_FORM_TEXT_FIELDS)}
                  />
                ),
              },
              {
                key: 'social',
                label: 'Social Media Links',
                children: (
                  <FieldsForm form={social} fields={SOCIAL_FIELDS} onSubmit={() => void saveSocial()} />
                ),
              },
            ]}
          />
        )}
      </Card>
    </AdminShell>
  );
}
