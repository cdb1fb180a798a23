import { Select } from 'antd';
import { useStores } from '../../api/stores';
import { useStoreName } from '../enquiries/use-store-name';

/**
 * The showrooms where a product can be seen, chosen by their names in the admin's language; a store deleted
 * since shows as its number until it is taken off.
 */
export function DisplayStoresSelect({
  value,
  onChange,
  id,
}: {
  value?: number[];
  onChange?: (storeIds: number[]) => void;
  id?: string;
}) {
  const stores = useStores();
  const storeName = useStoreName();
  const chosen = value ?? [];
  const options = (stores.data ?? []).map((store) => ({ value: store.id, label: storeName(store.id) }));
  for (const storeId of chosen) {
    if (!options.some((option) => option.value === storeId))
      options.push({ value: storeId, label: storeName(storeId) });
  }
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      allowClear
      value={chosen}
      loading={stores.isPending}
      optionFilterProp="label"
      onChange={(storeIds) => onChange?.(storeIds)}
      options={options}
    />
  );
}
