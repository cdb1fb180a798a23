import { Button, Card, Form } from 'antd';
import type { ReactNode } from 'react';
import type { ContentType } from '@hiti/contracts';
import { useAdminTexts } from '../i18n/use-admin-language';
import { AdminShell } from '../layout/AdminShell';
import { ContentFields } from './ContentFields';
import { ContentRead } from './ContentRead';
import { useContentEditor } from './use-content-editor';
import type { ContentField, ContentValues, SaveToasts } from './use-content-editor';

export interface ContentFieldsFormProps {
  /** The title of the screen, when the form is a screen of its own (else it sits in a tab). */
  title?: string;
  type: ContentType;
  fields: readonly ContentField[];
  /** The toasts of a save. */
  toasts: SaveToasts;
  /** Extra content below the fields (e.g. an image preview), given the form values as they are typed. */
  renderExtra?: (values: ContentValues) => ReactNode;
}

/** The texts of one content type in both languages; a save writes the changed ones in one request. */
export function ContentFieldsForm({ title, type, fields, toasts, renderExtra }: ContentFieldsFormProps) {
  const editor = useContentEditor(type, fields);
  const t = useAdminTexts('contentShared');
  const message = useAdminTexts('messages');
  const [form] = Form.useForm<ContentValues>();
  const values = Form.useWatch([], form) as ContentValues | undefined;
  const content = (
    <ContentRead query={editor.query}>
      <Form<ContentValues>
        form={form}
        name={`content-${type}-${fields[0]?.key ?? ''}`}
        layout="vertical"
        initialValues={editor.initialValues}
        onFinish={(submitted) => void editor.saveValues(submitted, toasts, form)}
      >
        <ContentFields fields={fields} />
        {renderExtra?.(values ?? editor.initialValues)}
        <Button type="primary" htmlType="submit" disabled={editor.saving}>
          {editor.saving ? message('saving') : t('saveChanges')}
        </Button>
      </Form>
    </ContentRead>
  );
  if (title === undefined) return content;
  return (
    <AdminShell title={title} backTo="/admin/dashboard" maxWidth={1000}>
      <Card>{content}</Card>
    </AdminShell>
  );
}
