import type { Locale } from '../common/locale';
import {
  SPECIFICATION_ATTRIBUTES,
  SPECIFICATION_KEYS,
  SPECIFICATION_UNITS,
  formatSpecificationNumber,
  type SpecificationKey,
} from '../domain/specifications';

type NumberKey = {
  [Key in SpecificationKey]: (typeof SPECIFICATION_ATTRIBUTES)[Key]['kind'] extends 'number' ? Key : never;
}[SpecificationKey];

/** The key of the message refusing a number outside an attribute's range. */
type SpecificationRangeMessageKey = `specificationRange_${NumberKey}`;

type SpecificationMessages = {
  specificationUnknown: string;
  specificationNotApplicable: string;
  specificationNumber: string;
  specificationChoice: string;
  specificationYesNo: string;
  specificationRangeOrder: string;
  categorySpecificationInvalid: string;
} & Record<SpecificationRangeMessageKey, string>;

const RANGE_PHRASE: Record<Locale, (from: string, to: string) => string> = {
  en: (from, to) => `Please enter a value from ${from} to ${to}`,
  mk: (from, to) => `Внесете вредност од ${from} до ${to}`,
  al: (from, to) => `Shkruani një vlerë nga ${from} deri në ${to}`,
};

/** One range message per number attribute, its bounds in the locale's number format with the unit. */
function rangeMessages(locale: Locale): Record<SpecificationRangeMessageKey, string> {
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

/** The messages refusing a specification value or a category's choice of attributes, in every locale. */
export const specificationMessages: Record<Locale, SpecificationMessages> = {
  en: {
    specificationUnknown: 'There is no such specification',
    specificationNotApplicable: "This specification does not apply to the product's category",
    specificationNumber: 'Please enter a number',
    specificationChoice: 'Please choose one of the listed values',
    specificationYesNo: 'Please choose yes or no',
    specificationRangeOrder: 'The lower bound must not be above the upper bound',
    categorySpecificationInvalid: 'Please choose specifications from the list, each once',
    ...rangeMessages('en'),
  },
  mk: {
    specificationUnknown: 'Нема таква спецификација',
    specificationNotApplicable: 'Оваа спецификација не важи за категоријата на производот',
    specificationNumber: 'Внесете број',
    specificationChoice: 'Изберете една од понудените вредности',
    specificationYesNo: 'Изберете да или не',
    specificationRangeOrder: 'Долната граница не смее да биде над горната',
    categorySpecificationInvalid: 'Изберете спецификации од листата, секоја по еднаш',
    ...rangeMessages('mk'),
  },
  al: {
    specificationUnknown: 'Nuk ka specifikim të tillë',
    specificationNotApplicable: 'Ky specifikim nuk vlen për kategorinë e produktit',
    specificationNumber: 'Shkruani një numër',
    specificationChoice: 'Zgjidhni një nga vlerat e listuara',
    specificationYesNo: 'Zgjidhni po ose jo',
    specificationRangeOrder: 'Kufiri i poshtëm nuk duhet të jetë mbi kufirin e sipërm',
    categorySpecificationInvalid: 'Zgjidhni specifikime nga lista, secilin një herë',
    ...rangeMessages('al'),
  },
};

/** The range message of a number attribute. */
export function specificationRangeMessageKey(key: SpecificationKey): SpecificationRangeMessageKey {
  return `specificationRange_${key}` as SpecificationRangeMessageKey;
}
