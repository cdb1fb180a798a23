import type { Language, Product } from '@hiti/contracts';
import { eurToDenars } from '../../lib/price';

const SCHEMA = 'https://schema.org';

/** Day names as the showroom writes them (Macedonian, Albanian, English) → schema.org day codes. */
const DAY_CODES: Record<string, string> = {
  пон: 'Mo',
  вто: 'Tu',
  сре: 'We',
  чет: 'Th',
  пет: 'Fr',
  саб: 'Sa',
  нед: 'Su',
  hën: 'Mo',
  mar: 'Tu',
  mër: 'We',
  enj: 'Th',
  pre: 'Fr',
  sht: 'Sa',
  die: 'Su',
  mon: 'Mo',
  tue: 'Tu',
  wed: 'We',
  thu: 'Th',
  fri: 'Fr',
  sat: 'Sa',
  sun: 'Su',
};

function dayCode(word: string): string | undefined {
  return DAY_CODES[word.trim().toLowerCase().slice(0, 3)];
}

/** `Пон-Пет: 9:00-18:00` → `Mo-Fr 09:00-18:00`; lines that are not day ranges with times are left out. */
export function openingHours(text: string): string[] {
  const hours: string[] = [];
  for (const line of text.split('\n')) {
    const match = /^\s*([^\s:-]+)\s*(?:-\s*([^\s:]+))?\s*:\s*(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})/.exec(
      line,
    );
    if (!match) continue;
    const [, from, to, openH, openM, closeH, closeM] = match;
    const first = dayCode(from ?? '');
    const last = to ? dayCode(to) : undefined;
    if (!first || (to && !last)) continue;
    const days = last ? `${first}-${last}` : first;
    hours.push(`${days} ${openH?.padStart(2, '0')}:${openM}-${closeH?.padStart(2, '0')}:${closeM}`);
  }
  return hours;
}

export interface BusinessDetails {
  name: string;
  url: string;
  logo: string;
  address: string;
  telephone: string;
  email: string;
  hours: string;
}

/** The showroom as a LocalBusiness (an Organization) with its address, phone and opening hours. */
export function localBusiness(details: BusinessDetails): object {
  return {
    '@context': SCHEMA,
    '@type': 'LocalBusiness',
    name: details.name,
    url: details.url,
    logo: details.logo,
    image: details.logo,
    telephone: details.telephone,
    email: details.email,
    address: { '@type': 'PostalAddress', streetAddress: details.address, addressCountry: 'MK' },
    openingHours: openingHours(details.hours),
  };
}

/** A product with one offer in denars (prices are kept in euros): the promotion price while it runs, else the regular price. */
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
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'MKD',
      price: eurToDenars(product.effectivePrice),
      availability: product.inStock ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
      ...(product.promoActive && product.promoEndDate
        ? { priceValidUntil: product.promoEndDate.slice(0, 10) }
        : {}),
    },
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
