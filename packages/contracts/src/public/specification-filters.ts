import { z } from 'zod';
import { queryBooleanSchema } from '../common/query';
import { SPECIFICATION_ATTRIBUTES } from '../domain/specifications';
import {
  CHOICE_SPECIFICATION_KEYS,
  NUMBER_SPECIFICATION_KEYS,
  YES_NO_SPECIFICATION_KEYS,
  rangeParams,
  type ChoiceSpecificationKey,
  type NumberSpecificationKey,
  type RangeParam,
  type YesNoSpecificationKey,
} from '../domain/specification-kinds';
import { specificationRangeMessageKey } from '../texts/validation/specification-ranges';
import { validationKeys } from '../texts/validation';

/**
 * A set of choices: `fuel=wood,pellets`, or the parameter repeated (`fuel=wood&fuel=pellets`, as a form's
 * checkboxes send it); the choices keep the declaration's order, each once.
 */
function choiceSetSchema(key: ChoiceSpecificationKey) {
  const options = Object.keys(SPECIFICATION_ATTRIBUTES[key].options);
  return z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((text) => text.split(','))
        .map((text) => text.trim())
        .filter(Boolean),
    )
    .refine((chosen) => chosen.every((option) => options.includes(option)), {
      error: validationKeys.specificationChoice,
    })
    .transform((chosen) => options.filter((option) => chosen.includes(option)));
}

/**
 * A set of brand ids: `brandId=3,5`, or the parameter repeated (`brandId=3&brandId=5`, as a form's checkboxes
 * send it); in increasing order, each once.
 */
export const brandFilterSchema = z
  .union([z.string(), z.array(z.string()), z.number()])
  .transform((value) =>
    (Array.isArray(value) ? value : [String(value)])
      .flatMap((text) => text.split(','))
      .map((text) => text.trim())
      .filter(Boolean),
  )
  .refine((ids) => ids.every((id) => /^[1-9]\d{0,15}$/.test(id)), {
    error: validationKeys.brandUnknown,
  })
  .transform((ids) => [...new Set(ids.map(Number))].sort((a, b) => a - b));

/** One end of a number attribute's range, in its unit; a decimal comma is read as a point. */
function boundSchema(key: NumberSpecificationKey) {
  const { min, max } = SPECIFICATION_ATTRIBUTES[key];
  const outOfRange = { error: validationKeys[specificationRangeMessageKey(key)] };
  return z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,9}([.,]\d{1,6})?$/, { error: validationKeys.specificationNumber })
        .transform((text) => Number(text.replace(',', '.'))),
    ])
    .pipe(z.number().min(min, outOfRange).max(max, outOfRange));
}

type Optional<Output> = z.ZodOptional<z.ZodType<Output, unknown>>;
export type SpecificationFilterFields = Record<ChoiceSpecificationKey, Optional<string[]>> &
  Record<RangeParam, Optional<number>> &
  Record<YesNoSpecificationKey, Optional<boolean>>;

function buildFields(): SpecificationFilterFields {
  const fields: Record<string, z.ZodOptional<z.ZodType>> = {};
  for (const key of CHOICE_SPECIFICATION_KEYS) fields[key] = choiceSetSchema(key).optional();
  for (const key of NUMBER_SPECIFICATION_KEYS) {
    const params = rangeParams(key);
    fields[params.min] = boundSchema(key).optional();
    fields[params.max] = boundSchema(key).optional();
  }
  for (const key of YES_NO_SPECIFICATION_KEYS) fields[key] = queryBooleanSchema.optional();
  return fields as unknown as SpecificationFilterFields;
}

/**
 * The specification filters of a product list, each attribute one parameter (two for a number's range):
 * a choice attribute as a set of its choices (any of them matches), a number attribute as `…Min`/`…Max` in
 * its unit (bounds inclusive, within the attribute's declared range), a yes/no attribute as `true`/`false`.
 * A product matches a filter only with a value its category shows.
 */
export const specificationFilterFields: SpecificationFilterFields = buildFields();

/** The specification filters of a parsed list query. */
export type SpecificationFilters = {
  [Key in keyof SpecificationFilterFields]?: z.output<SpecificationFilterFields[Key]>;
};

/** Refuses a number range whose minimum lies above its maximum, naming the maximum. */
export function checkSpecificationRanges(query: SpecificationFilters, context: z.RefinementCtx): void {
  for (const key of NUMBER_SPECIFICATION_KEYS) {
    const params = rangeParams(key);
    const min = query[params.min];
    const max = query[params.max];
    if (min !== undefined && max !== undefined && min > max) {
      context.addIssue({
        code: 'custom',
        message: validationKeys.specificationRangeOrder,
        path: [params.max],
      });
    }
  }
}

const countSchema = z.number().int().nonnegative();

/**
 * The filters of a product list's specifications, each with what the other filters leave (its own filter
 * is not applied to its counts): a choice attribute's choices that some product has, with how many; a
 * number attribute's lowest and highest value; a yes/no attribute's counts of each answer.
 */
export const productFacetSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    key: z.enum(CHOICE_SPECIFICATION_KEYS),
    kind: z.literal('choice'),
    options: z.array(z.strictObject({ value: z.string(), count: countSchema })),
  }),
  z.strictObject({
    key: z.enum(NUMBER_SPECIFICATION_KEYS),
    kind: z.literal('number'),
    min: z.number(),
    max: z.number(),
    count: countSchema,
  }),
  z.strictObject({
    key: z.enum(YES_NO_SPECIFICATION_KEYS),
    kind: z.literal('yesNo'),
    yes: countSchema,
    no: countSchema,
  }),
]);
export type ProductFacet = z.infer<typeof productFacetSchema>;

/**
 * The answer of GET /api/products/facets: how many products match every filter, and the facets of the
 * attributes the chosen category lists (without a category: of the attributes any listed product shows),
 * in the order of the specification table; an attribute no product has a value for is left out.
 */
export const productFacetsSchema = z.strictObject({
  total: countSchema,
  facets: z.array(productFacetSchema),
  /**
   * The brands of the matching products (the brand filter itself left out of these counts), in the brands'
   * list order; a brand no such product has is left out.
   */
  brands: z.array(z.strictObject({ id: z.number().int().positive(), name: z.string(), count: countSchema })),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;
