import { Button, Card, Flex, Form, Input, InputNumber } from 'antd';
import { useMemo } from 'react';
import { brandInputSchema } from '@hiti/contracts';
import type { Brand, FieldIssue } from '@hiti/contracts';
import { useAdminTexts, useAdminValidation } from '../i18n/use-admin-language';
import { useFormOpenedInView, useServerIssuesUnderFields } from '../shared/use-form-opened-in-view';
import { zodRules } from '../shared/zod-form';

export interface BrandFormValues {
  name: string;
  websiteUrl: string;
  order: number;
}

type BrandField = keyof BrandFormValues;
const FIELDS: readonly string[] = ['name', 'websiteUrl', 'order'] satisfies BrandField[];

/** The form field a server issue names, or undefined when it names none. */
export const brandFieldOf = (path: string): BrandField | undefined =>
  FIELDS.includes(path) ? (path as BrandField) : undefined;

/**
 * The brand form: the contracts' brand rules are checked as the admin types, and the issues of a refused
 * save are shown under their fields, both in the admin's language.
 */
export function BrandForm({
  editing,
  saving,
  serverIssues,
  onSave,
  onCancel,
}: {
  editing: Brand | null;
  saving: boolean;
  serverIssues: readonly FieldIssue[];
  onSave: (values: BrandFormValues) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<BrandFormValues>();
  const t = useAdminTexts('brands');
  const translate = useAdminValidation();
  const rulesOf = useMemo(() => zodRules<BrandFormValues>(brandInputSchema, { translate }), [translate]);
  const card = useFormOpenedInView();
  useServerIssuesUnderFields(form, serverIssues, brandFieldOf, translate);

  return (
    <Card ref={card} title={t(editing ? 'editBrand' : 'addBrand')} style={{ marginBottom: 16 }}>
      <Form<BrandFormValues>
        form={form}
        name="brand"
        layout="vertical"
        initialValues={{
          name: editing?.name ?? '',
          websiteUrl: editing?.websiteUrl ?? '',
          order: editing?.order ?? 0,
        }}
        onFinish={onSave}
      >
        <Form.Item label={t('name')} name="name" rules={rulesOf('name')} required>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item label={t('website')} name="websiteUrl" rules={rulesOf('websiteUrl')}>
          <Input placeholder="https://" inputMode="url" />
        </Form.Item>
        <Form.Item label={t('order')} name="order" rules={rulesOf('order')} extra={t('orderHelp')}>
          <InputNumber min={0} max={999} precision={0} />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t(editing ? 'update' : 'create')}
          </Button>
          <Button onClick={onCancel}>{t('cancel')}</Button>
        </Flex>
      </Form>
    </Card>
  );
}
