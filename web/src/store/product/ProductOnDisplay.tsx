import { inLanguage } from '@hiti/contracts';
import type { Product } from '@hiti/contracts';
import { useStores } from '../../api/stores';
import { useTranslation } from '../../i18n/use-translation';
import { LocaleLink } from '../common/LocaleLink';
import { useLanguage } from '../common/use-language';
import { storeAnchor } from '../head/store-data';
import { MapPinIcon } from '../ui';
import './product-on-display.css';

/**
 * "On display in": the showrooms where the product can be seen, each linked to its place on the stores page;
 * a store deleted since is left out, and nothing is shown for a product in none.
 */
export function ProductOnDisplay({ product }: { product: Product }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const stores = useStores().data ?? [];
  const shown = (product.displayStoreIds ?? []).flatMap((id) => stores.filter((store) => store.id === id));
  if (shown.length === 0) return null;
  return (
    <section className="product-on-display" aria-labelledby="product-on-display-title">
      <h2 id="product-on-display-title" className="product-on-display__title">
        <MapPinIcon /> {t('messaging.onDisplay')}
      </h2>
      <ul className="product-on-display__list">
        {shown.map((store) => (
          <li key={store.id}>
            <LocaleLink to={`/stores#${storeAnchor(store.id)}`}>
              {inLanguage(store.name, language)}, {inLanguage(store.city, language)}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
