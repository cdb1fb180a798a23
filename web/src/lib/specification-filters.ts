import {
  CHOICE_SPECIFICATION_KEYS,
  NUMBER_SPECIFICATION_KEYS,
  SPECIFICATION_ATTRIBUTES,
  YES_NO_SPECIFICATION_KEYS,
  rangeParams,
  type SpecificationParam,
} from '@hiti/contracts';

/**
 * The facet filters of a products page as the texts of their query parameters: the specifications and the
 * brands (`brandId=3,5`), which are chosen and counted alike.
 */
export type SpecificationParams = Partial<Record<SpecificationParam | 'brandId', string>>;

/** The order the parameters are written in an address: the brands, then the specification table's order. */
const SPECIFICATION_PARAMS: readonly (SpecificationParam | 'brandId')[] = [
  'brandId',
  ...CHOICE_SPECIFICATION_KEYS,
  ...NUMBER_SPECIFICATION_KEYS.flatMap((key) => {
    const { min, max } = rangeParams(key);
    return [min, max];
  }),
  ...YES_NO_SPECIFICATION_KEYS,
];

const NUMBER_TEXT = /^\d{1,9}(\.\d{1,6})?$/;

/**
 * The specification filters an address (or a submitted form) names, read as the API reads them, each value
 * the API would refuse left out: unknown choices, numbers outside the attribute's range, a range whose
 * ends are the wrong way round. A choice set may come as repeated parameters (a form's checkboxes).
 */
export function specificationParamsFrom(params: URLSearchParams): SpecificationParams {
  const read: SpecificationParams = {};
  const brandIds = params
    .getAll('brandId')
    .flatMap((text) => text.split(',').map((part) => part.trim()))
    .filter((id) => /^[1-9]\d{0,15}$/.test(id));
  if (brandIds.length > 0) {
    read.brandId = [...new Set(brandIds.map(Number))].sort((a, b) => a - b).join(',');
  }
  for (const key of CHOICE_SPECIFICATION_KEYS) {
    const chosen = params.getAll(key).flatMap((text) => text.split(',').map((part) => part.trim()));
    const valid = Object.keys(SPECIFICATION_ATTRIBUTES[key].options).filter((option) =>
      chosen.includes(option),
    );
    if (valid.length > 0) read[key] = valid.join(',');
  }
  for (const key of NUMBER_SPECIFICATION_KEYS) {
    const { min, max } = SPECIFICATION_ATTRIBUTES[key];
    const bound = (name: string) => {
      const text = (params.get(name) ?? '').trim().replace(',', '.');
      const value = NUMBER_TEXT.test(text) ? Number(text) : NaN;
      return value >= min && value <= max ? value : undefined;
    };
    const names = rangeParams(key);
    const low = bound(names.min);
    const high = bound(names.max);
    if (low !== undefined && high !== undefined && low > high) continue;
    if (low !== undefined) read[names.min] = String(low);
    if (high !== undefined) read[names.max] = String(high);
  }
  for (const key of YES_NO_SPECIFICATION_KEYS) {
    const value = params.get(key);
    if (value === 'true' || value === 'false') read[key] = value;
  }
  return read;
}

/** How many attributes the filters narrow by (a range counts once). */
export function specificationFilterCount(params: SpecificationParams): number {
  const named = new Set(Object.keys(params).map((name) => name.replace(/(Min|Max)$/, '')));
  return named.size;
}

/** The filters' parameters in their fixed order. */
export function specificationEntries(
  params: SpecificationParams,
): [SpecificationParam | 'brandId', string][] {
  return SPECIFICATION_PARAMS.flatMap((name) => {
    const value = params[name];
    return value === undefined ? [] : [[name, value] as [SpecificationParam | 'brandId', string]];
  });
}
