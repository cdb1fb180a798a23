import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { categoryInputSchema, validationKeys } from '@hiti/contracts';
import type { BilingualCategory, BilingualText, FieldIssue, SpecificationKey } from '@hiti/contracts';
import { useAdminTexts, useAdminValidation } from '../i18n/use-admin-language';
import { useFormOpenedInView, useServerIssuesUnderFields } from '../shared/use-form-opened-in-view';
import { zodRules } from '../shared/zod-form';
import type { FieldPath } from '../shared/zod-form';
import { CategoryTextItems, categoryFieldOf } from './category-fields';
import { CategorySpecificationsItem } from './CategorySpecificationsItem';

const SUGGESTED_CATEGORY_IMAGES = [
  '/images/categories/built-in.jpg',
  '/images/categories/electric.jpg',
  '/images/categories/accessories.jpg',
];

export interface CategoryFormValues {
  name: BilingualText;
  description: BilingualText;
  imageUrl: string;
  specificationKeys?: SpecificationKey[];
}

const trim = (text: BilingualText): BilingualText => ({ mk: text.mk.trim(), al: text.al.trim() });

/**
 * The Macedonian name and description are required (after trimming; the Albanian ones may be left
 * empty and then read the Macedonian ones); answers the values to send, or null when one is blank.
 */
export function completeCategoryValues(values: CategoryFormValues): CategoryFormValues | null {
  const trimmed = {
    name: trim(values.name),
    description: trim(values.description),
    imageUrl: values.imageUrl.trim(),
    ...(values.specificationKeys && { specificationKeys: values.specificationKeys }),
  };
  return trimmed.name.mk && trimmed.description.mk ? trimmed : null;
}

const NO_ISSUES: readonly FieldIssue[] = [];

/**
 * The category form: the contracts' category rules are checked as the admin types, and the issues of a
 * refused save (`serverIssues`) are shown under their fields, both in the admin's language.
 */
export function CategoryForm({
  editing,
  saving,
  serverIssues = NO_ISSUES,
  onSave,
  onIncomplete,
  onCancel,
}: {
  editing: BilingualCategory | null;
  saving: boolean;
  serverIssues?: readonly FieldIssue[];
  onSave: (values: CategoryFormValues) => void;
  /** A submit refused with a required text blank (the SPEC's "Please fill in all fields"). */
  onIncomplete: () => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<CategoryFormValues>();
  const t = useAdminTexts('categories');
  const translate = useAdminValidation();
  const rulesOf = useMemo(() => {
    const schemaRules = zodRules<CategoryFormValues>(categoryInputSchema, { translate });
    // the API takes a category without a description; this form asks for the Macedonian one (README)
    const descriptionRequired: FormRule = {
      validator: async (_rule, value: unknown) => {
        if (typeof value !== 'string' || value.trim() === '') {
          throw new Error(translate(validationKeys.productDescriptionRequired));
        }
      },
    };
    const isMacedonianDescription = (field: FieldPath) =>
      typeof field !== 'string' && field.join('.') === 'description.mk';
    return (field: FieldPath): FormRule[] =>
      isMacedonianDescription(field) ? [...schemaRules(field), descriptionRequired] : schemaRules(field);
  }, [translate]);
  const imageUrl = Form.useWatch('imageUrl', form) ?? editing?.imageUrl ?? '';
  const card = useFormOpenedInView();
  useServerIssuesUnderFields(form, serverIssues, categoryFieldOf, translate);

  return (
    <Card ref={card} title={t(editing ? 'editCategory' : 'addCategory')} style={{ marginBottom: 16 }}>
      <Form<CategoryFormValues>
        form={form}
        name="category"
        layout="vertical"
        initialValues={{
          name: editing?.name ?? { mk: '', al: '' },
          description: editing?.description ?? { mk: '', al: '' },
          imageUrl: editing?.imageUrl ?? '',
          specificationKeys: editing?.specificationKeys ?? [],
        }}
        onFinish={onSave}
        onFinishFailed={({ values }) => {
          if (!completeCategoryValues(values)) onIncomplete();
        }}
      >
        <CategoryTextItems field="name" label={t('name')} rulesOf={rulesOf} />
        <CategoryTextItems field="description" label={t('description')} multiline rulesOf={rulesOf} />
        <Form.Item label={t('imagePath')} name="imageUrl" rules={rulesOf('imageUrl')}>
          <Input placeholder="/images/categories/..." />
        </Form.Item>
        {imageUrl && (
          <img
            src={imageUrl}
            alt={t('preview')}
            style={{ width: 200, height: 130, objectFit: 'cover', borderRadius: 8, marginBottom: 12 }}
          />
        )}
        <Typography.Text type="secondary">{t('suggestedImages')}</Typography.Text>
        <Flex gap={8} style={{ margin: '8px 0 16px' }}>
          {SUGGESTED_CATEGORY_IMAGES.map((path) => (
            <button
              key={path}
              type="button"
              onClick={() => {
                form.setFieldValue('imageUrl', path);
                // setFieldValue does not validate: clears a message left by the path typed before
                form.validateFields(['imageUrl']).catch(() => undefined);
              }}
              aria-label={t('useImage', { path })}
              style={{
                padding: 0,
                border: imageUrl === path ? '2px solid #c2410c' : '2px solid transparent',
                borderRadius: 6,
                cursor: 'pointer',
                background: 'none',
              }}
            >
              <img
                src={path}
                alt=""
                style={{ width: 90, height: 60, objectFit: 'cover', borderRadius: 4, display: 'block' }}
              />
            </button>
          ))}
        </Flex>
        <CategorySpecificationsItem />
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
