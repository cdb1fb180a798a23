import type { Language, Product } from '@hiti/contracts';
import { eurToDenars, hasPrice } from '../../lib/price';
import { openingHours } from './opening-hours';

const SCHEMA = 'https://schema.org';

export interface BusinessDetails {
  name: string;
  url: string;
  logo: string;
  address: string;
  telephone: string;
  email: string;
  hours: string;
}

/**
 * The showroom as a LocalBusiness (an Organization) with its address, phone and opening hours; a detail
 * staff have not entered is left out rather than given empty.
 */
export function localBusiness(details: BusinessDetails): object {
  const hours = openingHours(details.hours);
  return {
    '@context': SCHEMA,
    '@type': 'LocalBusiness',
    name: details.name,
    url: details.url,
    logo: details.logo,
    image: details.logo,
    ...(details.telephone ? { telephone: details.telephone } : {}),
    ...(details.email ? { email: details.email } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(details.address ? { streetAddress: details.address } : {}),
      addressCountry: 'MK',
    },
    ...(hours.length > 0 ? { openingHours: hours } : {}),
  };
}

/**
 * A product with one offer in denars (prices are kept in euros): the promotion price while it runs, else the
 * regular price. A product without a price ("price on request") has no offer: an offer's price is required,
 * and 0 would say it is free.
 */
export function productData(product: Product, url: string, image: string, language: Language): object {
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: [image],
    sku: String(product.id),
    category: product.category,
    inLanguage: language === 'al' ? 'sq' : 'mk',
    ...(hasPrice(product) ? { offers: offer(product, url) } : {}),
  };
}

function offer(product: Product, url: string): object {
  return {
    '@type': 'Offer',
    url,
    priceCurrency: 'MKD',
    price: eurToDenars(product.effectivePrice),
    availability: product.inStock ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
    ...(product.promoActive && product.promoEndDate
      ? { priceValidUntil: product.promoEndDate.slice(0, 10) }
      : {}),
  };
}

/** The trail from the home page to this page. */
export function breadcrumbs(trail: readonly { name: string; url: string }[]): object {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}
