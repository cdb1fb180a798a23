import { DEFAULT_EUR_TO_MKD, SHOWROOM_TIME_ZONE } from '@hiti/contracts';
import type { Language, Product } from '@hiti/contracts';

const configuredRate = Number(import.meta.env.VITE_EUR_TO_MKD);
/** Denars per euro (build-time `VITE_EUR_TO_MKD`, else the default rate). */
export const EUR_TO_MKD =
  Number.isFinite(configuredRate) && configuredRate > 0 ? configuredRate : DEFAULT_EUR_TO_MKD;

export const CURRENCY_LABEL: Record<Language, string> = { mk: 'ден', al: 'den' };

/** Whole denars for a euro amount. */
export function eurToDenars(eur: number, rate: number = EUR_TO_MKD): number {
  return Math.round(eur * rate);
}

/** `1234567` → `1.234.567`. */
export function groupThousands(value: number): string {
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.abs(Math.round(value)));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** A euro amount as the storefront shows it: `61.500 ден` (mk) or `61.500 den` (al). */
export function formatDenars(eur: number, language: Language, rate: number = EUR_TO_MKD): string {
  return `${groupThousands(eurToDenars(eur, rate))} ${CURRENCY_LABEL[language]}`;
}

/** What a product card or page shows as its price. */
export interface PriceView {
  /** The price to pay now, formatted; null when the product has no price. */
  current: string | null;
  /** The struck-through full price while a promotion runs. */
  original: string | null;
  onSale: boolean;
  /** The promotion's last day (ISO) while it runs. */
  promoEndsAt: string | null;
}

type Priced = Pick<Product, 'fullPrice' | 'promoPrice' | 'promoActive' | 'promoEndDate'>;

/** Whether a product shows a price: a running promotion's or its full price; else it is "price on request". */
export function hasPrice(product: Pick<Product, 'fullPrice' | 'promoPrice' | 'promoActive'>): boolean {
  return product.fullPrice !== null || (product.promoActive && product.promoPrice !== null);
}

/** The promotion shows only while the server says it is active (SPEC §4). */
export function priceView(product: Priced, language: Language, rate: number = EUR_TO_MKD): PriceView {
  if (product.promoActive && product.promoPrice !== null) {
    return {
      current: formatDenars(product.promoPrice, language, rate),
      original: product.fullPrice !== null ? formatDenars(product.fullPrice, language, rate) : null,
      onSale: true,
      promoEndsAt: product.promoEndDate,
    };
  }
  return {
    current: product.fullPrice !== null ? formatDenars(product.fullPrice, language, rate) : null,
    original: null,
    onSale: false,
    promoEndsAt: null,
  };
}

const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOWROOM_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** `31.12.2025` for an ISO date-time, the day it is in North Macedonia. */
export function formatDate(iso: string): string {
  const parts = Object.fromEntries(
    dayMonthYear.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year}`;
}
