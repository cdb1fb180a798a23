import { Button, Card, Checkbox, Col, Flex, Form, Input, InputNumber, Row } from 'antd';
import type { FormInstance } from 'antd';
import { useMemo } from 'react';
import { storeInputSchema } from '@hiti/contracts';
import type { FieldIssue, Store } from '@hiti/contracts';
import { useAdminTexts, useAdminValidation } from '../i18n/use-admin-language';
import { BilingualInputs } from '../shared/ContentFields';
import { ImageChooser } from '../shared/ImageChooser';
import { useImageUpload } from '../shared/use-file-upload';
import { useFormOpenedInView, useServerIssuesUnderFields } from '../shared/use-form-opened-in-view';
import { zodRules } from '../shared/zod-form';
import { storeFieldOf } from './store-fields';
import { newStoreValues, storeFormValues, storeInput } from './store-form-values';
import type { StoreFormValues } from './store-form-values';
import { HoursExceptionFields, WeeklyHoursFields } from './StoreHoursFields';

const NO_ISSUES: readonly FieldIssue[] = [];
type PlainField = 'postalCode' | 'phone' | 'email' | 'viber' | 'whatsapp';

/**
 * The store form: every field checked as typed by the contracts' store schema, the issues of a refused save
 * (`serverIssues`) shown under their inputs, both in the admin's language; texts in both languages side by side.
 */
export function StoreForm({
  editing,
  saving,
  serverIssues = NO_ISSUES,
  onSave,
  onCancel,
  onSessionEnded,
}: {
  editing: Store | null;
  saving: boolean;
  serverIssues?: readonly FieldIssue[];
  onSave: (values: StoreFormValues) => void;
  onCancel: () => void;
  onSessionEnded: (retry: () => void) => void;
}) {
  const [form] = Form.useForm<StoreFormValues>();
  const t = useAdminTexts('stores');
  const translate = useAdminValidation();
  const image = useImageUpload({ onSessionEnded });
  const rulesOf = useMemo(
    () =>
      zodRules<StoreFormValues>(storeInputSchema, { translate, toInput: (values) => storeInput(values, 0) }),
    [translate],
  );
  const card = useFormOpenedInView();
  // the issue names an input by its path, nested lists included, which the form's typed names do not spell
  const byPath: FormInstance = form;
  useServerIssuesUnderFields(byPath, serverIssues, storeFieldOf, translate);

  const plain = (field: PlainField, extra?: string) => (
    <Col xs={24} md={field === 'postalCode' ? 8 : 12}>
      <Form.Item label={t(field)} name={field} extra={extra} rules={rulesOf(field)}>
        <Input />
      </Form.Item>
    </Col>
  );

  return (
    <Card ref={card} title={t(editing ? 'editStore' : 'addStore')} style={{ marginBottom: 16 }}>
      <Form<StoreFormValues>
        form={form}
        name="store"
        layout="vertical"
        initialValues={editing ? storeFormValues(editing) : newStoreValues()}
        onFinish={onSave}
      >
        <BilingualInputs field={{ key: 'name', label: t('name') }} rulesOf={rulesOf} />
        <BilingualInputs field={{ key: 'street', label: t('street') }} rulesOf={rulesOf} />
        <BilingualInputs field={{ key: 'city', label: t('city') }} rulesOf={rulesOf} />
        <Row gutter={12}>
          {plain('postalCode')}
          {plain('phone')}
          {plain('email')}
          {plain('viber', t('messagingHelp'))}
          {plain('whatsapp', t('messagingHelp'))}
        </Row>
        <Row gutter={12}>
          {(['latitude', 'longitude'] as const).map((field) => (
            <Col key={field} xs={12} md={6}>
              <Form.Item label={t(field)} name={field} rules={rulesOf(field)}>
                <InputNumber step={0.0001} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} md={12}>
            <Form.Item name="headOffice" valuePropName="checked" label=" ">
              <Checkbox>{t('headOffice')}</Checkbox>
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('photo')} name="photo" rules={rulesOf('photo')}>
          <ImageChooser
            accept="image/jpeg,image/png,image/webp"
            label={t('uploadPhoto')}
            uploading={image.uploading}
            onUpload={image.start}
            previewStyle={{ width: 192, height: 108 }}
          />
        </Form.Item>
        <WeeklyHoursFields rulesOf={rulesOf} />
        <HoursExceptionFields rulesOf={rulesOf} />
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
