import { Button, Card, Form, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { uiMessage } from '@hiti/contracts';
import type { ContentType } from '@hiti/contracts';
import { AdminShell } from '../layout/AdminShell';
import { ContentFields } from './ContentFields';
import { useContentForm } from './use-content-form';
import type { ContentField } from './use-content-form';

export interface ContentEditorPageProps {
  title: string;
  type: ContentType;
  fields: readonly ContentField[];
  onSaved: () => void;
  onFailed: (error: unknown) => void;
  description?: ReactNode;
  /** Extra content below the fields (e.g. an image preview). */
  renderExtra?: (values: Record<string, string>) => ReactNode;
}

/** A screen editing the texts of one content type, saved all at once. */
export function ContentEditorPage({
  title,
  type,
  fields,
  onSaved,
  onFailed,
  description,
  renderExtra,
}: ContentEditorPageProps) {
  const form = useContentForm(type, fields);
  const submit = () => form.save().then(onSaved, onFailed);
  return (
    <AdminShell title={title} backTo="/admin/dashboard" maxWidth={900}>
      <Card>
        {description}
        {form.query.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <Form layout="vertical" onFinish={() => void submit()}>
            <ContentFields fields={fields} values={form.values} onChange={form.set} />
            {renderExtra?.(form.values)}
            <Button type="primary" htmlType="submit" disabled={form.saving}>
              {form.saving ? uiMessage('saving') : 'Save Changes'}
            </Button>
          </Form>
        )}
      </Card>
    </AdminShell>
  );
}
