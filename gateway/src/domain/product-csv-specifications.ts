import {
  SPECIFICATION_ATTRIBUTES,
  SPECIFICATION_KEYS,
  type BilingualProduct,
  type SpecificationAttribute,
  type SpecificationKey,
} from '@hiti/contracts';

/** The CSV column of each specification: `spec_` and the attribute's key, values in its unit. */
export const SPECIFICATION_CSV_COLUMNS = SPECIFICATION_KEYS.map((key) => `spec_${key}`);

/** The attribute a CSV column holds, or undefined for a column that is no specification. */
export function specificationOfColumn(column: string): SpecificationKey | undefined {
  const key = column.startsWith('spec_') ? column.slice('spec_'.length) : '';
  return SPECIFICATION_KEYS.find((candidate) => candidate === key);
}

/**
 * The product's specification cells in column order: a number with a decimal point, a choice by its key,
 * yes/no as true/false, an attribute without a value (or one its category does not list) empty.
 */
export function specificationCells(product: BilingualProduct): string[] {
  return SPECIFICATION_KEYS.map((key) => {
    const value = product.specifications?.[key];
    return value === undefined ? '' : String(value);
  });
}

const YES_NO_CELLS: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };
const NUMBER_CELL = /^\d+(?:[.,]\d+)?$/;

/**
 * A specification cell as the value a product write takes: empty clears it (null); a number written with a
 * decimal point or comma; a choice by its key or by its name in any language (any case); yes/no as
 * true/false or 1/0. Anything else goes on as text for the contracts' rules to refuse, naming the field.
 */
export function readSpecificationCell(key: SpecificationKey, cell: string): unknown {
  const text = cell.trim();
  if (text === '') return null;
  const attribute: SpecificationAttribute = SPECIFICATION_ATTRIBUTES[key];
  switch (attribute.kind) {
    case 'number':
      return NUMBER_CELL.test(text) ? Number(text.replace(',', '.')) : text;
    case 'yesNo':
      return YES_NO_CELLS[text.toLowerCase()] ?? text;
    case 'choice': {
      const lowered = text.toLocaleLowerCase();
      const match = Object.entries(attribute.options).find(
        ([option, names]) =>
          option.toLocaleLowerCase() === lowered ||
          Object.values(names).some((name) => name.toLocaleLowerCase() === lowered),
      );
      return match ? match[0] : text;
    }
  }
}
