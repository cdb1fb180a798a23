import type { Language, Product } from '@hiti/contracts';
import { eurToDenars, hasPrice } from '../../lib/price';
import { openingHoursSpecification } from './opening-hours';
import { specificationProperties } from './specification-data';

const SCHEMA = 'https://schema.org';

export interface BusinessDetails {
  /** The one identity of the showroom, the same in every language (its pages describe one business). */
  id: string;
  name: string;
  url: string;
  logo: string;
  address: string;
  locality: string;
  postalCode: string;
  /** `latitude, longitude` as staff enter it. */
  geo: string;
  telephone: string;
  email: string;
  hours: string;
  /** The showroom's profiles elsewhere (social networks). */
  sameAs: readonly string[];
}

function geoCoordinates(text: string): object | null {
  const [latitude, longitude, ...rest] = text.split(',').map((part) => Number(part.trim()));
  const valid =
    rest.length === 0 &&
    latitude !== undefined &&
    longitude !== undefined &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    text.trim() !== '';
  return valid ? { '@type': 'GeoCoordinates', latitude, longitude } : null;
}

/**
 * The showroom as a LocalBusiness with its address, position, phone, profiles and opening hours; a detail
 * staff have not entered is left out rather than given empty.
 */
export function localBusiness(details: BusinessDetails): object {
  const hours = openingHoursSpecification(details.hours);
  const geo = geoCoordinates(details.geo);
  return {
    '@context': SCHEMA,
    '@type': 'LocalBusiness',
    '@id': details.id,
    name: details.name,
    url: details.url,
    logo: details.logo,
    image: details.logo,
    ...(details.telephone ? { telephone: details.telephone } : {}),
    ...(details.email ? { email: details.email } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(details.address ? { streetAddress: details.address } : {}),
      ...(details.locality ? { addressLocality: details.locality } : {}),
      ...(details.postalCode ? { postalCode: details.postalCode } : {}),
      addressCountry: 'MK',
    },
    ...(geo ? { geo } : {}),
    ...(details.sameAs.length > 0 ? { sameAs: details.sameAs } : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
  };
}

/**
 * A product with one offer in denars (prices are kept in euros): the promotion price while it runs, else the
 * regular price. A product without a price ("price on request") gets no Product block: search engines reject
 * a Product without an offer (or reviews), an offer's price is required, and 0 would say it is free.
 */
export function productData(
  product: Product,
  url: string,
  images: readonly string[],
  language: Language = 'mk',
): object | null {
  if (!hasPrice(product)) return null;
  const properties = specificationProperties(product.specifications, language);
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: images,
    sku: product.code ?? String(product.id),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    category: product.category,
    offers: offer(product, url),
    ...(properties.length > 0 ? { additionalProperty: properties } : {}),
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
