import { SPECIFICATION_KEYS, formatSpecificationValue, specificationLabel } from '@hiti/contracts';
import type { Language, Product, SpecificationKey } from '@hiti/contracts';

export interface CompareRow {
  key: SpecificationKey;
  label: string;
  /** Each product's value as its page shows it (`8,5 kW`), or null where it has none. */
  values: (string | null)[];
  /** The products do not all have the same value (one without a value differs from one with). */
  differs: boolean;
}

/** The specification rows of a comparison: every attribute any of the products has, in the table's order. */
export function compareRows(products: readonly Product[], language: Language): CompareRow[] {
  return SPECIFICATION_KEYS.flatMap((key) => {
    const values = products.map((product) => {
      const value = product.specifications?.[key];
      return value === undefined ? null : formatSpecificationValue(key, value, language);
    });
    if (values.every((value) => value === null)) return [];
    return [
      {
        key,
        label: specificationLabel(key, language),
        values,
        differs: new Set(values).size > 1,
      },
    ];
  });
}
