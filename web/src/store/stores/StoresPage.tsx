import { useTranslation } from '../../i18n/use-translation';
import { useStores } from '../../api/stores';
import { PageSection } from '../common/PageSection';
import { useLanguage } from '../common/use-language';
import { usePageHead } from '../head/head-context';
import { storeData } from '../head/store-data';
import { breadcrumbs } from '../head/structured-data';
import { businessId, useTrail } from '../head/use-business-data';
import { useSiteOrigin } from '../head/use-site-origin';
import { Empty, PageSpinner } from '../ui';
import { StoreCard } from './StoreCard';
import { useNow } from './use-now';
import './stores.css';

/** `/stores`: every showroom with its address, hours, open now, map and directions. */
export function StoresPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const origin = useSiteOrigin();
  const trail = useTrail();
  const stores = useStores();
  const now = useNow();
  const list = stores.data ?? [];
  usePageHead({
    title: t('stores.title'),
    description: t('stores.description'),
    // structured data is written on the server only (see useBusinessData)
    jsonLd: import.meta.env.SSR
      ? [
          ...list.map((store) => storeData(store, language, origin, businessId(origin))),
          breadcrumbs(trail([{ name: t('nav.stores'), path: '/stores' }])),
        ]
      : [],
  });
  if (stores.isPending) return <PageSpinner />;
  return (
    <PageSection title={t('stores.title')} subtitle={t('stores.subtitle')} level={1}>
      {list.length === 0 ? (
        <Empty description={t('stores.none')} />
      ) : (
        <div className="store-list">
          {list.map((store, index) => (
            <StoreCard key={store.id} store={store} now={now} priority={index === 0} />
          ))}
        </div>
      )}
    </PageSection>
  );
}
