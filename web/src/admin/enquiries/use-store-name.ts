import { useStores } from '../../api/stores';
import { useAdminContentLanguage } from '../i18n/use-admin-language';

/** A store's name in the admin's language by its id; a store no longer listed (deleted) by its number. */
export function useStoreName(): (storeId: number | null) => string {
  const language = useAdminContentLanguage();
  const stores = useStores();
  const names = new Map(
    (stores.data ?? []).map((store) => [store.id, store.name[language] || store.name.mk]),
  );
  return (storeId) => (storeId === null ? '—' : (names.get(storeId) ?? `#${storeId}`));
}
