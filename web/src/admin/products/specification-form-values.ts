import type { SpecificationsInput, Specifications, SpecificationValue } from '@hiti/contracts';

/** The specification inputs of the product form by attribute key; an emptied input holds null or undefined. */
export type SpecificationFormValues = Partial<Record<string, SpecificationValue | null | undefined>>;

export function specificationsToForm(specifications: Specifications | undefined): SpecificationFormValues {
  return { ...specifications };
}

/**
 * The specifications a save sends. With the attributes of the chosen category, each of them (an empty one
 * as null, clearing it) and nothing else: a value left in the form from another category is not sent, and
 * values the category hides stay as stored. Without them, the values the form holds.
 */
export function specificationsToBody(
  values: SpecificationFormValues | undefined,
  applicable?: readonly string[],
): SpecificationsInput {
  const keys = applicable ?? Object.keys(values ?? {});
  const body: Record<string, SpecificationValue | null> = {};
  for (const key of keys) {
    const value = values?.[key];
    if (applicable || (value !== undefined && value !== null)) body[key] = value ?? null;
  }
  return body as SpecificationsInput;
}
