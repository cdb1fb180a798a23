import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import type { BilingualCategory, BilingualText } from '@hiti/contracts';
import { BilingualInputs } from '../shared/ContentFields';

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
  const [values, setValues] = useState<CategoryFormValues>({
    name: editing?.name ?? { mk: '', al: '' },
    description: editing?.description ?? { mk: '', al: '' },
    imageUrl: editing?.imageUrl ?? '',
  });
  const set = (patch: Partial<CategoryFormValues>) => setValues((current) => ({ ...current, ...patch }));
  return (
    <Card title={editing ? 'Edit Category' : 'Add Category'} style={{ marginBottom: 16 }}>
      <Form layout="vertical" onFinish={() => onSave(values)}>
        {(['name', 'description'] as const).map((field) => (
          <BilingualInputs
            key={field}
            field={{
              key: `category-${field}`,
              label: field === 'name' ? 'Name' : 'Description',
              multiline: field === 'description',
            }}
            values={{
              [`category-${field}.mk`]: values[field].mk,
              [`category-${field}.al`]: values[field].al,
            }}
            onChange={(name, value) =>
              set({ [field]: { ...values[field], [name.endsWith('.mk') ? 'mk' : 'al']: value } })
            }
          />
        ))}
        <Form.Item label="Image Path" htmlFor="category-image">
          <Input
            id="category-image"
            value={values.imageUrl}
            placeholder="/images/categories/..."
            onChange={(event) => set({ imageUrl: event.target.value })}
          />
        </Form.Item>
        {values.imageUrl && (
          <img
            src={values.imageUrl}
            alt="Preview"
            style={{ width: 200, height: 130, objectFit: 'cover', borderRadius: 8, marginBottom: 12 }}
          />
        )}
        <Typography.Text type="secondary">Suggested images:</Typography.Text>
        <Flex gap={8} style={{ margin: '8px 0 16px' }}>
          {SUGGESTED_CATEGORY_IMAGES.map((path) => (
            <button
              key={path}
              type="button"
              onClick={() => set({ imageUrl: path })}
              aria-label={`Use ${path}`}
              style={{
                padding: 0,
                border: values.imageUrl === path ? '2px solid #c2410c' : '2px solid transparent',
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
            {editing ? 'Update Category' : 'Create Category'}
          </Button>
          <Button onClick={onCancel}>Cancel</Button>
        </Flex>
      </Form>
    </Card>
  );
}
