import { Button, Form } from 'antd';
import type { ReactNode } from 'react';
import type { ContentType } from '@hiti/contracts';
import { useAdminMessage, useAdminTexts } from '../i18n/use-admin-language';
import { ContentFields } from './ContentFields';
import { ContentRead } from './ContentRead';
import { sharedContentTexts } from './texts';
import { useContentForm } from './use-content-form';
import type { ContentField, ContentValues } from './use-content-form';
import type { SaveToasts } from './use-save-content-with-toast';

export interface ContentFieldsFormProps {
  type: ContentType;
  fields: readonly ContentField[];
  /** The toasts of a save. */
  toasts: SaveToasts;
  /** Extra content below the fields (e.g. an image preview), given the form values as they are typed. */
  renderExtra?: (values: ContentValues) => ReactNode;
}

/** The texts of one content type in both languages, saved at once through the one content mutation. */
export function ContentFieldsForm({ type, fields, toasts, renderExtra }: ContentFieldsFormProps) {
  const content = useContentForm(type, fields);
  const t = useAdminTexts(sharedContentTexts);
  const message = useAdminMessage();
  const [form] = Form.useForm<ContentValues>();
  const values = Form.useWatch([], form) as ContentValues | undefined;
  return (
    <ContentRead query={content.query}>
      <Form<ContentValues>
        form={form}
        name={`content-${type}-${fields[0]?.key ?? ''}`}
        layout="vertical"
        initialValues={content.initialValues}
        onFinish={(submitted) => void content.save(submitted, toasts)}
      >
        <ContentFields fields={fields} />
        {renderExtra?.(values ?? content.initialValues)}
        <Button type="primary" htmlType="submit" disabled={content.saving}>
          {content.saving ? message('saving') : t('saveChanges')}
        </Button>
      </Form>
    </ContentRead>
  );
}
