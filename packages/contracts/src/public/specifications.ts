import { z } from 'zod';
import { SPECIFICATION_KEYS, type SpecificationKey } from '../domain/specifications';

const keySchema = z.enum(SPECIFICATION_KEYS as [SpecificationKey, ...SpecificationKey[]]);

/** A product's specification values by attribute key (see `SPECIFICATION_ATTRIBUTES`). */
export const specificationsSchema = z.partialRecord(
  keySchema,
  z.union([z.number(), z.string(), z.boolean()]),
);

/** A category's attributes, in the order staff chose. */
export const specificationKeysSchema = z.array(keySchema);
