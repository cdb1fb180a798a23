import { Alert, Button, DatePicker, Form, InputNumber, Modal, Radio, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import type { ProductBulkResult } from '@hiti/contracts';
import { ApiError } from '../../../api/client';
import { useApplyProductBulk, usePreviewProductBulk } from '../../../api/products';
import { useToast } from '../../../app/toast';
import { useAdminTexts, useAdminValidation } from '../../i18n/use-admin-language';
import { useErrorText } from '../../shared/error-text';
import { BulkPreviewTable } from './BulkPreviewTable';
import {
  BULK_CHOICES,
  bulkBody,
  bulkField,
  takesDays,
  type BulkChoice,
  type BulkFormValues,
} from './bulk-form-values';

export interface BulkChangeDialogProps {
  /** The products ticked in the list. */
  selectedIds: readonly number[];
  categories: readonly { value: string; label: string }[];
  onClose: () => void;
  /** After the change was applied. */
  onApplied: () => void;
}

/**
 * One change for many products: the ticked ones or a whole category. A preview shows what changes for
 * each product (before → after); only then can the change be applied, in one request.
 */
export function BulkChangeDialog({ selectedIds, categories, onClose, onApplied }: BulkChangeDialogProps) {
  const t = useAdminTexts('productBulk');
  const translate = useAdminValidation();
  const errorText = useErrorText();
  const toast = useToast();
  const [form] = Form.useForm<BulkFormValues>();
  const preview = usePreviewProductBulk();
  const apply = useApplyProductBulk();
  const [result, setResult] = useState<ProductBulkResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const initial: BulkFormValues = {
    scope: selectedIds.length > 0 ? 'selected' : 'category',
    choice: 'pricePercent',
    value: null,
    days: null,
  };
  const scope = Form.useWatch('scope', form) ?? initial.scope;
  const choice = Form.useWatch('choice', form) ?? initial.choice;
  const valueLabel = VALUE_LABELS[choice];

  const refused = (error: unknown) => {
    const details = error instanceof ApiError ? (error.details ?? []) : [];
    const fields = details.flatMap((detail) => {
      const name = bulkField(detail.path);
      return name ? [{ name, errors: [translate(detail.key ?? detail.message)] }] : [];
    });
    form.setFields(fields);
    setFailure(fields.length > 0 ? null : (errorText(error) ?? t('failed')));
  };

  const body = () => bulkBody(form.getFieldsValue(true), selectedIds);
  const onPreview = () => {
    setFailure(null);
    preview.mutate(body(), { onSuccess: setResult, onError: refused });
  };
  const onApply = () =>
    apply.mutate(body(), {
      onSuccess: (applied) => {
        toast({ title: t('applied', { count: applied.changes.length }) });
        onApplied();
      },
      onError: (error) => {
        setResult(null);
        refused(error);
      },
    });

  const changes = result?.changes ?? [];
  return (
    <Modal
      open
      title={t('title')}
      onCancel={onClose}
      width={760}
      footer={
        <Space wrap>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button onClick={onPreview} loading={preview.isPending}>
            {t('preview')}
          </Button>
          <Button type="primary" disabled={changes.length === 0} loading={apply.isPending} onClick={onApply}>
            {t('apply', { count: changes.length })}
          </Button>
        </Space>
      }
    >
      <Form<BulkFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={() => setResult(null)}
      >
        <Form.Item label={t('products')} name="scope">
          <Radio.Group>
            <Space orientation="vertical">
              <Radio value="selected" disabled={selectedIds.length === 0}>
                {t('selected', { count: selectedIds.length })}
              </Radio>
              <Radio value="category">{t('wholeCategory')}</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        {scope === 'category' && (
          <Form.Item label={t('category')} name="categoryId">
            <Select
              showSearch
              optionFilterProp="label"
              options={categories.map((option) => ({ value: Number(option.value), label: option.label }))}
            />
          </Form.Item>
        )}
        <Form.Item label={t('change')} name="choice">
          <Select options={BULK_CHOICES.map((value) => ({ value, label: t(value) }))} />
        </Form.Item>
        {valueLabel && (
          <Form.Item label={t(valueLabel)} name="value" extra={t('rounding')}>
            <InputNumber style={{ width: '100%' }} decimalSeparator="," />
          </Form.Item>
        )}
        {takesDays(choice) && (
          <Form.Item label={t('promoDays')} name="days">
            <DatePicker.RangePicker format="DD.MM.YYYY" style={{ width: '100%' }} />
          </Form.Item>
        )}
      </Form>
      {failure && <Alert type="error" title={failure} style={{ marginBottom: 12 }} />}
      {result && (
        <>
          {changes.length === 0 ? (
            <Alert type="info" title={t('nothing')} />
          ) : (
            <BulkPreviewTable changes={changes} />
          )}
          {result.unchanged > 0 && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              {t('unchanged', { count: result.unchanged })}
            </Typography.Paragraph>
          )}
        </>
      )}
    </Modal>
  );
}

/** The number field's label of each change that takes a number. */
const VALUE_LABELS: Partial<Record<BulkChoice, 'percent' | 'amount' | 'discount' | 'promoPriceValue'>> = {
  pricePercent: 'percent',
  priceAmount: 'amount',
  promoPercent: 'discount',
  promoPrice: 'promoPriceValue',
};
