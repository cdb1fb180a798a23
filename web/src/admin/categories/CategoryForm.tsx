import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import type { BilingualCategory, BilingualText } from '@hiti/contracts';
import { useAdminTexts } from '../i18n/use-admin-language';
import { BilingualInputs } from '../shared/ContentFields';
import { categoryTexts } from './category-texts';

export const SUGGESTED_CATEGORY_IMAGES = [
  '/images/categories/built-in.jpg',
  '/images/categories/electric.jpg',
  '/images/categories/accessories.jpg',
];

export interface CategoryFormValues {
  name: BilingualText;
  description: BilingualText;
  imageUrl: string;
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
  };
  return trimmed.name.mk && trimmed.description.mk ? trimmed : null;
}

export function CategoryForm({
  editing,
  saving,
  onSave,
  onCancel,
}: {
  editing: BilingualCategory | null;
  saving: boolean;
  onSave: (values: CategoryFormValues) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<CategoryFormValues>();
  const t = useAdminTexts(categoryTexts);
  const imageUrl = Form.useWatch('imageUrl', form) ?? editing?.imageUrl ?? '';
  return (
    <Card title={t(editing ? 'editCategory' : 'addCategory')} style={{ marginBottom: 16 }}>
      <Form<CategoryFormValues>
        form={form}
        name="category"
        layout="vertical"
        initialValues={{
          name: editing?.name ?? { mk: '', al: '' },
          description: editing?.description ?? { mk: '', al: '' },
          imageUrl: editing?.imageUrl ?? '',
        }}
        onFinish={onSave}
      >
        <BilingualInputs field={{ key: 'name', label: t('name') }} />
        <BilingualInputs field={{ key: 'description', label: t('description'), multiline: true }} />
        <Form.Item label={t('imagePath')} name="imageUrl">
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
              onClick={() => form.setFieldValue('imageUrl', path)}
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
