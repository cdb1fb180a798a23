import { WEEKDAYS, inLanguage, type Language, type OpeningRange, type Store } from '@hiti/contracts';
import { localizePath } from '../i18n/language-path';

const SCHEMA = 'https://schema.org';
const DAY_URL = (day: string) => `${SCHEMA}/${day.charAt(0).toUpperCase()}${day.slice(1)}`;

/** The anchor of a store on the stores page (`/stores#store-3`). */
export function storeAnchor(id: number): string {
  return `store-${id}`;
}

/** A store's one identity in structured data, the same for the Macedonian and the Albanian page. */
export function storeDataId(origin: string, id: number): string {
  return new URL(`/stores#${storeAnchor(id)}`, origin).toString();
}

function rangeSpecification(range: OpeningRange, extra: object): object {
  return { '@type': 'OpeningHoursSpecification', ...extra, opens: range.opens, closes: range.closes };
}

/**
 * The week's ranges (one specification per range and day), then each dated exception for its one day: its
 * ranges, or 00:00–00:00 for a day the store is closed (schema.org's way of saying closed).
 */
function storeOpeningHours(store: Pick<Store, 'hours' | 'exceptions'>): object[] {
  const weekly = WEEKDAYS.flatMap((day) =>
    store.hours[day].map((range) => rangeSpecification(range, { dayOfWeek: DAY_URL(day) })),
  );
  const dated = store.exceptions.flatMap((exception) => {
    const validity = { validFrom: exception.date, validThrough: exception.date };
    return exception.hours.length === 0
      ? [rangeSpecification({ opens: '00:00', closes: '00:00' }, validity)]
      : exception.hours.map((range) => rangeSpecification(range, validity));
  });
  return [...weekly, ...dated];
}

/** A store as a `HomeGoodsStore` (a LocalBusiness) that is a branch of the showroom's business. */
export function storeData(store: Store, language: Language, origin: string, businessId: string): object {
  const url = new URL(`${localizePath('/stores', language)}#${storeAnchor(store.id)}`, origin).toString();
  return {
    '@context': SCHEMA,
    '@type': 'HomeGoodsStore',
    '@id': storeDataId(origin, store.id),
    name: inLanguage(store.name, language),
    url,
    telephone: store.phone,
    ...(store.email ? { email: store.email } : {}),
    ...(store.photo ? { image: new URL(store.photo, origin).toString() } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: inLanguage(store.street, language),
      addressLocality: inLanguage(store.city, language),
      postalCode: store.postalCode,
      addressCountry: 'MK',
    },
    geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude },
    openingHoursSpecification: storeOpeningHours(store),
    branchOf: { '@id': businessId },
  };
}
