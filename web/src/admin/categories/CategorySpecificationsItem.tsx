import { Form, Select } from 'antd';
import { SPECIFICATION_KEYS, specificationLabel } from '@hiti/contracts';
import { useAdminLocale, useAdminTexts } from '../i18n/use-admin-language';

/**
 * The specifications its products are described by, chosen from those the catalogue declares (labels and
 * units in the admin's language). Dropping one hides the values products have for it; they are kept.
 */
export function CategorySpecificationsItem() {
  const locale = useAdminLocale();
  const t = useAdminTexts('categorySpecifications');
  const options = SPECIFICATION_KEYS.map((key) => ({
    value: key,
    label: specificationLabel(key, locale, true),
  }));
  return (
    <Form.Item
      label={t('specifications')}
      name="specificationKeys"
      extra={t('specificationsHelp')}
      style={{ marginBottom: 16 }}
    >
      <Select
        mode="multiple"
        allowClear
        options={options}
        optionFilterProp="label"
        placeholder={t('choose')}
      />
    </Form.Item>
  );
}
