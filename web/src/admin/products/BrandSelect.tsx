import { Select } from 'antd';
import { useBrands } from '../../api/brands';

/** A product's brand, searched by name as typed; cleared for none. */
export function BrandSelect({
  value,
  onChange,
  id,
}: {
  value?: number | null;
  onChange?: (brandId: number | null) => void;
  id?: string;
}) {
  const brands = useBrands();
  const options = (brands.data ?? []).map((brand) => ({ value: brand.id, label: brand.name }));
  return (
    <Select<number | null>
      id={id}
      allowClear
      showSearch
      optionFilterProp="label"
      value={value ?? null}
      loading={brands.isPending}
      onChange={(brandId) => onChange?.(brandId ?? null)}
      options={options}
    />
  );
}
