import { Select } from 'antd';
import { PRODUCT_UNITS, productUnitLabel, type ProductUnit } from '@hiti/contracts';
import { useAdminLocale } from '../i18n/use-admin-language';

/** The choice of a product's unit, each labelled in the admin's language. */
export function UnitSelect(props: {
  id?: string;
  value?: ProductUnit;
  onChange?: (unit: ProductUnit) => void;
}) {
  const locale = useAdminLocale();
  return (
    <Select
      {...props}
      options={PRODUCT_UNITS.map((unit) => ({ value: unit, label: productUnitLabel(unit, locale) }))}
    />
  );
}
