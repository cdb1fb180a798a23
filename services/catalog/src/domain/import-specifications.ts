import { refusal, type ProductImportError, type SpecificationsInput } from '@hiti/contracts';

/** The rows' errors for values of attributes the product's category does not list (a cleared one is fine). */
export function notApplicableErrors(
  row: number,
  input: SpecificationsInput | undefined,
  applicable: readonly string[],
): ProductImportError[] {
  return Object.entries(input ?? {})
    .filter(([key, value]) => value !== null && !applicable.includes(key))
    .map(([key]) => ({
      row,
      field: `specifications.${key}`,
      ...refusal('specificationNotApplicable'),
    }));
}
