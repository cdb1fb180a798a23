import { Button, Form, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { uiMessage } from '@hiti/contracts';
import type { ContentType } from '@hiti/contracts';
import { ContentFields } from './ContentFields';
import { useContentForm } from './use-content-form';
import type { ContentField } from './use-content-form';

export interface ContentFieldsFormProps {
  type: ContentType;
  fields: readonly ContentField[];
  onSaved: () => void;
  onFailed: (error: unknown) => void;
  /** Extra content below the fields (e.g. an image preview), given the form values. */
  renderExtra?: (values: Record<string, string>) => ReactNode;
}

/** The texts of one content type in both languages, saved at once through the one content mutation. */
export function ContentFieldsForm({ type, fields, onSaved, onFailed, renderExtra }: ContentFieldsFormProps) {
  const form = useContentForm(type, fields);
  if (form.query.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <Form layout="vertical" onFinish={() => void form.save().then(onSaved, onFailed)}>
      <ContentFields fields={fields} values={form.values} onChange={form.set} />
      {renderExtra?.(form.values)}
      <Button type="primary" htmlType="submit" disabled={form.saving}>
        {form.saving ? uiMessage('saving') : 'Save Changes'}
      </Button>
    </Form>
  );
}
