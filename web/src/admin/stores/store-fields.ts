import { WEEKDAYS } from '@hiti/contracts';

/** A field of the store form as antd names it (`'phone'`, `['hours', 'monday', 0, 'closes']`). */
export type StoreFieldName = string | (string | number)[];

const SCALAR_FIELDS = new Set([
  'postalCode',
  'phone',
  'email',
  'viber',
  'whatsapp',
  'latitude',
  'longitude',
  'photo',
  'headOffice',
]);
const TEXT_FIELDS = new Set(['name', 'street', 'city']);
const RANGE_END = /^(?:opens|closes)$/u;
const INDEX = /^\d+$/u;

/** A day's range `[index, opens|closes]` at the end of a path, or undefined. */
function rangeField(rest: readonly string[]): [number, string] | undefined {
  const [index, end, ...more] = rest;
  if (more.length > 0 || index === undefined || end === undefined) return undefined;
  return INDEX.test(index) && RANGE_END.test(end) ? [Number(index), end] : undefined;
}

/**
 * The input a server issue's path names (`name.al`, `hours.friday.1.opens`, `exceptions.0.date`; a whole
 * text, `name`, goes under its Macedonian input), or undefined when no single input shows it — a day with
 * too many ranges, a refusal of the whole store — which the screen then tells in its toast.
 */
export function storeFieldOf(path: string): StoreFieldName | undefined {
  const [field = '', ...rest] = path.split('.');
  if (SCALAR_FIELDS.has(field)) return rest.length === 0 ? field : undefined;
  if (TEXT_FIELDS.has(field)) {
    const [language = 'mk', ...more] = rest;
    return more.length === 0 && (language === 'mk' || language === 'al') ? [field, language] : undefined;
  }
  if (field === 'hours') {
    const [day = '', ...range] = rest;
    const at = rangeField(range);
    return (WEEKDAYS as readonly string[]).includes(day) && at ? ['hours', day, ...at] : undefined;
  }
  if (field === 'exceptions') {
    const [index = '', part, ...range] = rest;
    if (!INDEX.test(index)) return undefined;
    if (part === 'date' && range.length === 0) return ['exceptions', Number(index), 'date'];
    const at = part === 'hours' ? rangeField(range) : undefined;
    return at ? ['exceptions', Number(index), 'hours', ...at] : undefined;
  }
  return undefined;
}
