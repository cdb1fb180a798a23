import { z } from 'zod';
import { QUERY_TEXT_MAX } from '../validation/query-limits';

/** Cache-busting parameters some clients append to reads; accepted and ignored. */
export const cacheBusterFields = {
  t: z.string().optional(),
  _: z.string().optional(),
};

/** A query-string boolean: only the texts `true` and `false` (a real boolean is accepted too). */
export const queryBooleanSchema = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

/** A non-negative decimal number given as text (or a number). */
export const queryNonNegativeNumberSchema = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, { error: 'Must be a number of 0 or more' })
      .transform(Number),
  ])
  .pipe(z.number().min(0, { error: 'Must be a number of 0 or more' }).finite());

/** A positive integer given as text (or a number), e.g. a path id: digits only, no blanks, signs or exponents. */
export const positiveIntFromStringSchema = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^[1-9]\d{0,15}$/, { error: 'Must be a positive whole number' })
      .transform(Number),
  ])
  .pipe(z.number().int().positive({ error: 'Must be a positive whole number' }).max(Number.MAX_SAFE_INTEGER));

/** Optional free text of a query string; an empty or blank value counts as absent. */
export const optionalQueryTextSchema = z
  .string()
  .trim()
  .max(QUERY_TEXT_MAX)
  .optional()
  .transform((value) => (value ? value : undefined));

/** Path parameters `{ id }` of a numeric resource. */
export const idParamsSchema = z.strictObject({ id: positiveIntFromStringSchema });
export type IdParams = z.infer<typeof idParamsSchema>;
