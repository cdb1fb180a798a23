import { Card } from 'antd';
import type { ReactNode } from 'react';
import { AdminShell } from '../layout/AdminShell';
import { ContentFieldsForm, type ContentFieldsFormProps } from './ContentFieldsForm';

export interface ContentEditorPageProps extends ContentFieldsFormProps {
  title: string;
  description?: ReactNode;
}

/** A screen editing the texts of one content type, each in both languages, saved all at once. */
export function ContentEditorPage({ title, description, ...form }: ContentEditorPageProps) {
  return (
    <AdminShell title={title} backTo="/admin/dashboard" maxWidth={1000}>
      <Card>
        {description}
        <ContentFieldsForm {...form} />
      </Card>
    </AdminShell>
  );
}
