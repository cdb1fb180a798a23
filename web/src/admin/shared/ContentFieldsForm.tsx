import { Button, Form, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { uiMessage } from '@hiti/contracts';
import type { ContentType } from '@hiti/contracts';
import { ContentFields } from './ContentFields';
import { useContentForm } from './use-content-form';
import type { ContentField, ContentValues } from './use-content-form';

export interface ContentFieldsFormProps {
  type: ContentType;
  fields: readonly ContentField[];
  onSaved: () => void;
  onFailed: (error: unknown) => void;
  /** Extra content below the fields (e.g. an image preview), given the form values as they are typed. */
  renderExtra?: (values: ContentValues) => ReactNode;
}

/** The texts of one content type in both languages, saved at once through the one content mutation. */
export function ContentFieldsForm({ type, fields, onSaved, onFailed, renderExtra }: ContentFieldsFormProps) {
  const content = useContentForm(type, fields);
  const [form] = Form.useForm<ContentValues>();
  const values = Form.useWatch([], form) as ContentValues | undefined;
  if (content.query.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <Form<ContentValues>
      form={form}
      name={`content-${type}-${fields[0]?.key ?? ''}`}
      layout="vertical"
      initialValues={content.initialValues}
      onFinish={(submitted) => void content.save(submitted).then(onSaved, onFailed)}
    >
      <ContentFields fields={fields} />
      {renderExtra?.(values ?? content.initialValues)}
      <Button type="primary" htmlType="submit" disabled={content.saving}>
        {content.saving ? uiMessage('saving') : 'Save Changes'}
      </Button>
    </Form>
  );
}
