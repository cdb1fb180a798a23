import type { Locale } from '../common/locale';

/**
 * The specifications a fireplace or stove is compared by, declared once: what each attribute is called in
 * every language, the kind of value it takes, and for a number its unit and the range a real product lies in.
 * Plain data (no schema library), so the storefront reads it without loading one.
 */

type Labels = Record<Locale, string>;

/** The units of number attributes, each with its UN/CEFACT common code (structured data's `unitCode`). */
export const SPECIFICATION_UNITS = {
  kW: { symbol: 'kW', unitCode: 'KWT' },
  m3: { symbol: 'm³', unitCode: 'MTQ' },
  percent: { symbol: '%', unitCode: 'P1' },
  mm: { symbol: 'mm', unitCode: 'MMT' },
  kg: { symbol: 'kg', unitCode: 'KGM' },
} as const;
export type SpecificationUnit = keyof typeof SPECIFICATION_UNITS;

export interface NumberAttribute {
  kind: 'number';
  label: Labels;
  unit: SpecificationUnit;
  min: number;
  max: number;
  /** Decimals a value may have (a value is rounded to them on the way in). */
  decimals: number;
}

export interface ChoiceAttribute {
  kind: 'choice';
  label: Labels;
  options: Readonly<Record<string, Labels>>;
}

export interface YesNoAttribute {
  kind: 'yesNo';
  label: Labels;
}

export type SpecificationAttribute = NumberAttribute | ChoiceAttribute | YesNoAttribute;

const millimetres = (label: Labels): NumberAttribute => ({
  kind: 'number',
  label,
  unit: 'mm',
  min: 10,
  max: 5000,
  decimals: 0,
});

/** Every attribute, in the order a specification table lists them. */
export const SPECIFICATION_ATTRIBUTES = {
  heatOutput: {
    kind: 'number',
    label: { en: 'Nominal heat output', mk: 'Номинална топлинска моќност', al: 'Fuqia nominale termike' },
    unit: 'kW',
    min: 0.5,
    max: 100,
    decimals: 1,
  },
  heatedVolume: {
    kind: 'number',
    label: { en: 'Heated volume', mk: 'Загреан волумен', al: 'Vëllimi i ngrohur' },
    unit: 'm3',
    min: 5,
    max: 2000,
    decimals: 0,
  },
  efficiency: {
    kind: 'number',
    label: { en: 'Efficiency', mk: 'Ефикасност', al: 'Efikasiteti' },
    unit: 'percent',
    min: 1,
    max: 110,
    decimals: 1,
  },
  fuel: {
    kind: 'choice',
    label: { en: 'Fuel', mk: 'Гориво', al: 'Lënda djegëse' },
    options: {
      wood: { en: 'Wood', mk: 'Дрва', al: 'Dru' },
      pellets: { en: 'Pellets', mk: 'Пелети', al: 'Pelet' },
      gas: { en: 'Gas', mk: 'Гас', al: 'Gaz' },
      electric: { en: 'Electric', mk: 'Струја', al: 'Elektrik' },
      bioethanol: { en: 'Bioethanol', mk: 'Биоетанол', al: 'Bioetanol' },
    },
  },
  energyClass: {
    kind: 'choice',
    label: { en: 'Energy class', mk: 'Енергетска класа', al: 'Klasa energjetike' },
    options: Object.fromEntries(
      ['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'].map((grade) => [
        grade,
        { en: grade, mk: grade, al: grade },
      ]),
    ),
  },
  flueDiameter: {
    kind: 'number',
    label: { en: 'Flue diameter', mk: 'Дијаметар на оџакот', al: 'Diametri i oxhakut' },
    unit: 'mm',
    min: 40,
    max: 500,
    decimals: 0,
  },
  width: millimetres({ en: 'Width', mk: 'Ширина', al: 'Gjerësia' }),
  height: millimetres({ en: 'Height', mk: 'Висина', al: 'Lartësia' }),
  depth: millimetres({ en: 'Depth', mk: 'Длабочина', al: 'Thellësia' }),
  weight: {
    kind: 'number',
    label: { en: 'Weight', mk: 'Тежина', al: 'Pesha' },
    unit: 'kg',
    min: 0.5,
    max: 5000,
    decimals: 1,
  },
  finish: {
    kind: 'choice',
    label: { en: 'Colour / finish', mk: 'Боја / завршна обработка', al: 'Ngjyra / përfundimi' },
    options: {
      black: { en: 'Black', mk: 'Црна', al: 'E zezë' },
      anthracite: { en: 'Anthracite', mk: 'Антрацит', al: 'Antracit' },
      grey: { en: 'Grey', mk: 'Сива', al: 'Gri' },
      white: { en: 'White', mk: 'Бела', al: 'E bardhë' },
      bordeaux: { en: 'Bordeaux', mk: 'Бордо', al: 'Bordo' },
      cream: { en: 'Cream', mk: 'Крем', al: 'Krem' },
      stainless: { en: 'Stainless steel', mk: 'Нерѓосувачки челик', al: 'Çelik inoks' },
      ceramic: { en: 'Ceramic', mk: 'Керамика', al: 'Qeramikë' },
    },
  },
  oven: {
    kind: 'yesNo',
    label: { en: 'Baking oven', mk: 'Рерна за печење', al: 'Furrë pjekjeje' },
  },
  centralHeating: {
    kind: 'yesNo',
    label: {
      en: 'Central heating connection',
      mk: 'Приклучок за централно греење',
      al: 'Lidhje për ngrohje qendrore',
    },
  },
  externalAir: {
    kind: 'yesNo',
    label: { en: 'Outside air intake', mk: 'Довод на надворешен воздух', al: 'Marrje ajri nga jashtë' },
  },
  remoteControl: {
    kind: 'yesNo',
    label: { en: 'Remote control', mk: 'Далечински управувач', al: 'Telekomandë' },
  },
} as const satisfies Record<string, SpecificationAttribute>;

export type SpecificationKey = keyof typeof SPECIFICATION_ATTRIBUTES;
export const SPECIFICATION_KEYS = Object.keys(SPECIFICATION_ATTRIBUTES) as SpecificationKey[];

/** A stored value: a number (in the attribute's unit), a choice's key, or yes/no. */
export type SpecificationValue = number | string | boolean;
/** A product's specifications by attribute key; an attribute without a value is absent. */
export type Specifications = Partial<Record<SpecificationKey, SpecificationValue>>;

export function isSpecificationKey(key: string): key is SpecificationKey {
  return Object.hasOwn(SPECIFICATION_ATTRIBUTES, key);
}

export function specificationAttribute(key: SpecificationKey): SpecificationAttribute {
  return SPECIFICATION_ATTRIBUTES[key];
}

/** The specifications of `values` that `applicable` lists, in the order of the table. */
export function applicableSpecifications(
  values: Specifications | undefined,
  applicable: readonly string[],
): Specifications {
  const shown: Specifications = {};
  if (!values) return shown;
  for (const key of SPECIFICATION_KEYS) {
    const value = values[key];
    if (value !== undefined && value !== null && applicable.includes(key)) shown[key] = value;
  }
  return shown;
}

/**
 * A number as a specification shows it: a decimal comma in Macedonian and Albanian (`8,5`), a point in
 * English, no grouping (a flue of 1200 mm reads the same in every language). Written by hand rather than
 * with `Intl`: browsers without Macedonian or Albanian locale data would show `8.5` after the server's `8,5`.
 */
export function formatSpecificationNumber(value: number, locale: Locale, decimals = 2): string {
  const scale = 10 ** decimals;
  const text = String(Math.round(value * scale) / scale);
  return locale === 'en' ? text : text.replace('.', ',');
}

/** A specification's value as a table shows it in a language: `8,5 kW`, `Пелети`, `Да`. */
export function formatSpecificationValue(key: SpecificationKey, value: SpecificationValue, locale: Locale) {
  const attribute: SpecificationAttribute = SPECIFICATION_ATTRIBUTES[key];
  switch (attribute.kind) {
    case 'number':
      return typeof value === 'number'
        ? `${formatSpecificationNumber(value, locale, attribute.decimals)} ${SPECIFICATION_UNITS[attribute.unit].symbol}`
        : String(value);
    case 'choice':
      return typeof value === 'string' ? (attribute.options[value]?.[locale] ?? value) : String(value);
    case 'yesNo':
      return YES_NO[locale][value === true ? 'yes' : 'no'];
  }
}

export const YES_NO: Record<Locale, { yes: string; no: string }> = {
  en: { yes: 'Yes', no: 'No' },
  mk: { yes: 'Да', no: 'Не' },
  al: { yes: 'Po', no: 'Jo' },
};

/** The label of an attribute in a language, with its unit for a number: `Тежина (kg)`. */
export function specificationLabel(key: SpecificationKey, locale: Locale, withUnit = false): string {
  const attribute: SpecificationAttribute = SPECIFICATION_ATTRIBUTES[key];
  const label = attribute.label[locale];
  return withUnit && attribute.kind === 'number'
    ? `${label} (${SPECIFICATION_UNITS[attribute.unit].symbol})`
    : label;
}

/** The heading of a product's specification table. */
export const SPECIFICATION_TABLE_TITLE: Record<Locale, string> = {
  en: 'Specifications',
  mk: 'Спецификации',
  al: 'Specifikimet',
};
