import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { useStores } from '../../api/stores';
import { useAdminTexts } from '../i18n/use-admin-language';
import { useStoreName } from './use-store-name';

interface StoreSelectProps {
  value: number | null | undefined;
  onChange: (storeId: number | null) => void;
  /** What "no store chosen" means here: no filter (the list) or no store (an enquiry). */
  emptyLabel: string;
  style?: CSSProperties;
}

/**
 * A store chosen by its name in the admin's language. A store that was deleted while enquiries still name
 * it shows as its number, so those enquiries stay readable.
 */
export function StoreSelect({ value, onChange, emptyLabel, style }: StoreSelectProps) {
  const t = useAdminTexts('enquiries');
  const stores = useStores();
  const storeName = useStoreName();
  const options = (stores.data ?? []).map((store) => ({ value: store.id, label: storeName(store.id) }));
  if (value != null && !options.some((option) => option.value === value)) {
    options.push({ value, label: storeName(value) });
  }
  return (
    <Select<number | null>
      aria-label={t('store')}
      value={value ?? null}
      loading={stores.isPending}
      style={{ minWidth: 180, ...style }}
      onChange={(storeId) => onChange(storeId ?? null)}
      options={[{ value: null, label: emptyLabel }, ...options]}
    />
  );
}
