import { z } from 'zod';
import {
  SPECIFICATION_ATTRIBUTES,
  SPECIFICATION_KEYS,
  isSpecificationKey,
  type SpecificationAttribute,
  type SpecificationKey,
  type SpecificationValue,
} from '../domain/specifications';
import { validationKeys } from '../texts/validation';
import { specificationRangeMessageKey } from '../texts/validation/specification-ranges';

/** Specification values as a write gives them; `null` clears a value. */
export type SpecificationsInput = Partial<Record<SpecificationKey, SpecificationValue | null>>;

/** Why a value does not fit its attribute (a validation message), or null when it fits. */
export function specificationValueIssue(key: SpecificationKey, value: unknown): string | null {
  const attribute: SpecificationAttribute = SPECIFICATION_ATTRIBUTES[key];
  if (value === null) return null;
  switch (attribute.kind) {
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return validationKeys.specificationNumber;
      return value < attribute.min || value > attribute.max
        ? validationKeys[specificationRangeMessageKey(key)]
        : null;
    case 'choice':
      return typeof value === 'string' && Object.hasOwn(attribute.options, value)
        ? null
        : validationKeys.specificationChoice;
    case 'yesNo':
      return typeof value === 'boolean' ? null : validationKeys.specificationYesNo;
  }
}

const roundTo = (value: number, decimals: number) => {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
};

/**
 * A product's specification values: each key one of the declared attributes, each value of its kind and, for a
 * number, within its range (rounded to the decimals it keeps). Each refusal names `specifications.<key>`.
 * Whether an attribute applies to the product's category is the catalog's check (it knows the category).
 */
export const specificationsInputSchema = z
  .record(z.string(), z.unknown(), { error: validationKeys.specificationUnknown })
  .superRefine((values, context) => {
    for (const [key, value] of Object.entries(values)) {
      const message = isSpecificationKey(key)
        ? specificationValueIssue(key, value)
        : validationKeys.specificationUnknown;
      if (message) context.addIssue({ code: 'custom', path: [key], message });
    }
  })
  .transform((values) => {
    const parsed: SpecificationsInput = {};
    for (const key of SPECIFICATION_KEYS) {
      const value = values[key];
      if (value === undefined) continue;
      const attribute: SpecificationAttribute = SPECIFICATION_ATTRIBUTES[key];
      parsed[key] =
        attribute.kind === 'number' && typeof value === 'number'
          ? roundTo(value, attribute.decimals)
          : (value as SpecificationValue | null);
    }
    return parsed;
  });

/** A category's attributes: keys of declared attributes, each once. */
export const categorySpecificationKeysSchema = z
  .array(
    z.enum(SPECIFICATION_KEYS as [SpecificationKey, ...SpecificationKey[]], {
      error: validationKeys.categorySpecificationInvalid,
    }),
    {
      error: validationKeys.categorySpecificationInvalid,
    },
  )
  .max(SPECIFICATION_KEYS.length, { error: validationKeys.categorySpecificationInvalid })
  .refine((keys) => new Set(keys).size === keys.length, {
    error: validationKeys.categorySpecificationInvalid,
  });
