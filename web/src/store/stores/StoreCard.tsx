import { useTranslation } from '../../i18n/use-translation';
import { inLanguage, type Store } from '@hiti/contracts';
import { directionsHref, mapHref } from '../../lib/messaging-links';
import { useLanguage } from '../common/use-language';
import { telHref } from '../contact/contact-texts';
import { storeAnchor } from '../head/store-data';
import { MessagingLinks } from './MessagingLinks';
import { MailIcon, MapPinIcon, PhoneIcon, Picture, Tag, buttonClassName } from '../ui';
import { OpenStatus } from './OpenStatus';
import { StoreHours } from './StoreHours';

/** One showroom: photo, address, phone, e-mail, open now, hours, map and directions. */
export function StoreCard({ store, now, priority }: { store: Store; now: number; priority: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = inLanguage(store.name, language);
  const headingId = `${storeAnchor(store.id)}-name`;
  return (
    <article id={storeAnchor(store.id)} className="store-card" aria-labelledby={headingId}>
      {store.photo && (
        <Picture
          url={store.photo}
          sizes="(min-width: 992px) 560px, 100vw"
          box={{ width: 1600, height: 900 }}
          alt={t('stores.photo', { name })}
          className="store-card__photo"
          priority={priority}
        />
      )}
      <div className="store-card__body">
        <div className="store-card__heading">
          <h2 id={headingId} className="store-card__name">
            {name}
          </h2>
          {store.headOffice && <Tag color="gold">{t('stores.headOffice')}</Tag>}
        </div>
        <OpenStatus store={store} now={now} />
        <address className="store-card__address">
          <p>
            <MapPinIcon /> {inLanguage(store.street, language)}, {store.postalCode}{' '}
            {inLanguage(store.city, language)}
          </p>
          <p>
            <PhoneIcon /> <a href={telHref(store.phone)}>{store.phone}</a>
          </p>
          {store.email && (
            <p>
              <MailIcon /> <a href={`mailto:${store.email}`}>{store.email}</a>
            </p>
          )}
        </address>
        <StoreHours store={store} now={now} />
        <div className="store-card__links">
          <a
            href={mapHref(store.latitude, store.longitude)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName({})}
          >
            {t('stores.map')}
          </a>
          <a
            href={directionsHref(store.latitude, store.longitude)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName({ type: 'primary' })}
          >
            {t('stores.directions')}
          </a>
        </div>
        <MessagingLinks viber={store.viber} whatsapp={store.whatsapp} text={t('messaging.generalMessage')} />
      </div>
    </article>
  );
}
