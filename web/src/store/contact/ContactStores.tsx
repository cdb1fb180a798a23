import { useTranslation } from '../../i18n/use-translation';
import { inLanguage } from '@hiti/contracts';
import { useStores } from '../../api/stores';
import { LocaleLink } from '../common/LocaleLink';
import { useLanguage } from '../common/use-language';
import { storeAnchor } from '../head/store-data';
import { Card } from '../ui';
import { telHref } from './contact-texts';

/** The showrooms on the contact page: each name leads to its place on the stores page. */
export function ContactStores() {
  const { t } = useTranslation();
  const language = useLanguage();
  const stores = useStores().data ?? [];
  if (stores.length === 0) return null;
  return (
    <Card title={t('nav.stores')} titleLevel={2} className="contact-stores">
      <ul className="contact-stores__list">
        {stores.map((store) => (
          <li key={store.id} className="contact-stores__item">
            <LocaleLink to={`/stores#${storeAnchor(store.id)}`}>
              {inLanguage(store.name, language)}
            </LocaleLink>
            <span>
              {inLanguage(store.street, language)}, {inLanguage(store.city, language)}
            </span>
            <a href={telHref(store.phone)}>{store.phone}</a>
          </li>
        ))}
      </ul>
      <LocaleLink to="/stores">{t('stores.allStores')}</LocaleLink>
    </Card>
  );
}
