import { Card, Col, Form, InputNumber, Row, Select, Typography } from 'antd';
import type { FormRule } from 'antd';
import {
  SPECIFICATION_ATTRIBUTES,
  SPECIFICATION_UNITS,
  YES_NO,
  specificationLabel,
  type BilingualCategory,
  type Locale,
  type SpecificationAttribute,
  type SpecificationKey,
  type SpecificationValue,
} from '@hiti/contracts';
import { useAdminLocale, useAdminTexts } from '../i18n/use-admin-language';
import type { FieldPath } from '../shared/zod-form';

/**
 * The input of one attribute: a number with its unit, a choice, or yes/no (each may be left empty). Its
 * `value` and `onChange` come from the form item around it.
 */
function SpecificationInput({
  attribute,
  locale,
  ...control
}: {
  attribute: SpecificationAttribute;
  locale: Locale;
  id?: string;
  value?: SpecificationValue | null;
  onChange?: (value: SpecificationValue | null) => void;
}) {
  switch (attribute.kind) {
    case 'number':
      return (
        <InputNumber<number>
          id={control.id}
          value={typeof control.value === 'number' ? control.value : null}
          onChange={(value) => control.onChange?.(value)}
          style={{ width: '100%' }}
          suffix={SPECIFICATION_UNITS[attribute.unit].symbol}
          decimalSeparator={locale === 'en' ? '.' : ','}
        />
      );
    case 'choice':
      return (
        <Select<string>
          id={control.id}
          value={typeof control.value === 'string' ? control.value : undefined}
          onChange={(value) => control.onChange?.(value ?? null)}
          allowClear
          options={Object.entries(attribute.options).map(([value, label]) => ({
            value,
            label: label[locale],
          }))}
        />
      );
    case 'yesNo':
      return (
        <Select<'yes' | 'no'>
          id={control.id}
          value={control.value === true ? 'yes' : control.value === false ? 'no' : undefined}
          onChange={(value) => control.onChange?.(value === undefined ? null : value === 'yes')}
          allowClear
          options={[
            { value: 'yes', label: YES_NO[locale].yes },
            { value: 'no', label: YES_NO[locale].no },
          ]}
        />
      );
  }
}

/**
 * The "Specifications" section of the product form: an input for each attribute the chosen category
 * lists, labelled with its unit in the admin's language, each checked by the contracts' rules as typed.
 */
export function ProductSpecificationsCard({
  categories,
  rulesOf,
}: {
  categories: readonly BilingualCategory[];
  rulesOf: (field: FieldPath) => FormRule[];
}) {
  const form = Form.useFormInstance();
  const categoryId = Form.useWatch<number | null>('category', form);
  const locale = useAdminLocale();
  const t = useAdminTexts('productSpecifications');
  const keys: readonly SpecificationKey[] =
    categories.find((category) => category.id === categoryId)?.specificationKeys ?? [];
  return (
    <Card title={t('specifications')} style={{ marginTop: 16 }}>
      {keys.length === 0 ? (
        <Typography.Text type="secondary">{t('noSpecifications')}</Typography.Text>
      ) : (
        <Row gutter={12}>
          {keys.map((key) => (
            <Col key={key} xs={24} md={12} xl={8}>
              <Form.Item
                label={specificationLabel(key, locale, true)}
                name={['specifications', key]}
                rules={rulesOf(['specifications', key])}
              >
                <SpecificationInput attribute={SPECIFICATION_ATTRIBUTES[key]} locale={locale} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
