import {
  isSpecificationKey,
  refusal,
  type SpecificationKey,
  type Specifications,
  type SpecificationsInput,
} from '@hiti/contracts';
import { AppError } from '@hiti/service-kit';

/** The declared attributes among stored keys (an attribute no longer declared is skipped). */
export function knownSpecificationKeys(keys: readonly string[] | undefined): SpecificationKey[] {
  return (keys ?? []).filter(isSpecificationKey);
}

/**
 * Refuses values for attributes the product's category does not list, naming each field. A value being
 * cleared (`null`) is always allowed, so a value hidden by its category can still be removed.
 */
export function assertApplicable(
  input: SpecificationsInput | undefined,
  applicable: readonly string[],
): void {
  const refused = Object.entries(input ?? {})
    .filter(([key, value]) => value !== null && !applicable.includes(key))
    .map(([key]) => ({
      path: `specifications.${key}`,
      ...refusal('specificationNotApplicable'),
    }));
  if (refused.length > 0) throw new AppError('VALIDATION_FAILED', { details: refused });
}

/** The values a new product stores: those given, without the cleared ones. */
export function storedSpecifications(input: SpecificationsInput | undefined): Specifications {
  const stored: Specifications = {};
  for (const [key, value] of Object.entries(input ?? {})) {
    if (value !== null && isSpecificationKey(key)) stored[key] = value;
  }
  return stored;
}

/** The update of a product's stored values: `$set` of each given value and `$unset` of each cleared one. */
export function specificationChanges(input: SpecificationsInput | undefined): {
  set: Record<string, unknown>;
  unset: Record<string, ''>;
} {
  const set: Record<string, unknown> = {};
  const unset: Record<string, ''> = {};
  for (const [key, value] of Object.entries(input ?? {})) {
    if (value === null) unset[`specifications.${key}`] = '';
    else set[`specifications.${key}`] = value;
  }
  return { set, unset };
}

/** The values a product has after an update (for its search text). */
export function mergedSpecifications(
  current: Specifications | undefined,
  input: SpecificationsInput | undefined,
): Specifications {
  const changed = new Map(Object.entries(input ?? {}));
  const merged: Specifications = {};
  for (const [key, value] of Object.entries({ ...current, ...input })) {
    const kept = changed.has(key) ? changed.get(key) : value;
    if (isSpecificationKey(key) && kept !== null && kept !== undefined) merged[key] = kept;
  }
  return merged;
}
