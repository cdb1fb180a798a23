import type { Locale } from '../common/locale';

/** The units a product's unit price is given per; stored and exchanged as these keys. */
export const PRODUCT_UNITS = ['kg', 'piece', 'm2', 'm', 'm3', 'l', 'set', 'pair', 'bag', 'pack'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

/** How a unit reads on the storefront (Macedonian, Albanian) and in the English admin. */
export const PRODUCT_UNIT_LABELS: Record<ProductUnit, Record<Locale, string>> = {
  kg: { mk: 'кг', al: 'kg', en: 'kg' },
  piece: { mk: 'парче', al: 'copë', en: 'piece' },
  m2: { mk: 'м²', al: 'm²', en: 'm²' },
  m: { mk: 'м', al: 'm', en: 'm' },
  m3: { mk: 'м³', al: 'm³', en: 'm³' },
  l: { mk: 'л', al: 'l', en: 'l' },
  set: { mk: 'комплет', al: 'set', en: 'set' },
  pair: { mk: 'пар', al: 'palë', en: 'pair' },
  bag: { mk: 'вреќа', al: 'thes', en: 'bag' },
  pack: { mk: 'пакување', al: 'paketë', en: 'pack' },
};

/** Other spellings staff typed when the unit was free text (either script, with or without a dot). */
const LEGACY_SPELLINGS: Record<ProductUnit, readonly string[]> = {
  kg: ['kilogram', 'килограм', 'kilogramë', 'кгр'],
  piece: ['pc', 'pcs', 'ком', 'парчиња', 'бр', 'copa', 'cope', 'cop'],
  m2: ['м2', 'm^2', 'sqm', 'кв.м', 'квм', 'metër katror', 'квадратен метар'],
  m: ['метар', 'метри', 'metër', 'meter', 'metra'],
  m3: ['м3', 'm^3', 'кубен метар', 'metër kub'],
  l: ['литар', 'литри', 'litër', 'liter', 'litra', 'lit'],
  set: ['сет', 'комплети', 'komplet', 'kompleti'],
  pair: ['чифт', 'пара', 'pale', 'par'],
  bag: ['вреќи', 'кеса', 'thasë', 'qese', 'sack'],
  pack: ['пак', 'пакет', 'paketa', 'pako', 'package', 'pkg'],
};

/** A spelling reduced to compare: lower case, no dots or spaces around, `²`/`³` kept. */
const spellingKey = (text: string) =>
  text.normalize('NFC').trim().toLocaleLowerCase('mk').replace(/\.$/, '').replace(/\s+/g, ' ');

const UNIT_BY_SPELLING: ReadonlyMap<string, ProductUnit> = new Map(
  PRODUCT_UNITS.flatMap((unit) =>
    [unit, ...Object.values(PRODUCT_UNIT_LABELS[unit]), ...LEGACY_SPELLINGS[unit]].map(
      (spelling) => [spellingKey(spelling), unit] as const,
    ),
  ),
);

/** The unit a text names (its key, its label in either language, or a known older spelling), if any. */
export function productUnitFromText(text: string): ProductUnit | undefined {
  return UNIT_BY_SPELLING.get(spellingKey(text));
}

/** The unit as the page's (or admin's) language writes it. */
export function productUnitLabel(unit: ProductUnit, locale: Locale): string {
  return PRODUCT_UNIT_LABELS[unit][locale];
}
