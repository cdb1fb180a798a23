import type { Locale } from '../../common/locale';
import {
  SPECIFICATION_ATTRIBUTES,
  SPECIFICATION_KEYS,
  SPECIFICATION_UNITS,
  formatSpecificationNumber,
  type SpecificationKey,
} from '../../domain/specifications';

type NumberKey = {
  [Key in SpecificationKey]: (typeof SPECIFICATION_ATTRIBUTES)[Key]['kind'] extends 'number' ? Key : never;
}[SpecificationKey];

/** The key of the message refusing a number outside an attribute's range. */
type SpecificationRangeMessageKey = `specificationRange_${NumberKey}`;

const RANGE_PHRASE: Record<Locale, (from: string, to: string) => string> = {
  en: (from, to) => `Please enter a value from ${from} to ${to}`,
  mk: (from, to) => `Внесете вредност од ${from} до ${to}`,
  al: (from, to) => `Shkruani një vlerë nga ${from} deri në ${to}`,
};

/** One range message per number attribute, its bounds in the locale's number format with the unit. */
export function specificationRangeTexts(locale: Locale): Record<SpecificationRangeMessageKey, string> {
  const messages: Partial<Record<string, string>> = {};
  for (const key of SPECIFICATION_KEYS) {
    const attribute = SPECIFICATION_ATTRIBUTES[key];
    if (attribute.kind !== 'number') continue;
    const unit = SPECIFICATION_UNITS[attribute.unit].symbol;
    const from = formatSpecificationNumber(attribute.min, locale);
    const to = `${formatSpecificationNumber(attribute.max, locale)} ${unit}`;
    messages[`specificationRange_${key}`] = RANGE_PHRASE[locale](from, to);
  }
  return messages as Record<SpecificationRangeMessageKey, string>;
}

/** The range message of a number attribute. */
export function specificationRangeMessageKey(key: SpecificationKey): SpecificationRangeMessageKey {
  return `specificationRange_${key}` as SpecificationRangeMessageKey;
}
