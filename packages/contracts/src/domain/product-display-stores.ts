import { z } from 'zod';
import { MAX_STORES } from '../constants';
import { validationKeys } from '../texts/validation';

/**
 * The showrooms where a product can be seen, by store id, each once, in the order given. Whether each id names
 * a store is checked where the stores are known (the gateway asks the content service).
 */
const displayStoreIdsInputSchema = z
  .array(
    z.number({ error: validationKeys.storeUnknown }).int().positive({ error: validationKeys.storeUnknown }),
    {
      error: validationKeys.storeUnknown,
    },
  )
  .max(MAX_STORES, { error: validationKeys.storeLimit })
  .transform((ids) => [...new Set(ids)]);

/** The display stores of a product create body (none by default). */
export const productDisplayStoresCreateFields = {
  displayStoreIds: displayStoreIdsInputSchema.optional().default([]),
};
/** The display stores of a product update body (the whole list, replacing the stored one). */
export const productDisplayStoresUpdateFields = { displayStoreIds: displayStoreIdsInputSchema.optional() };
/** The display stores as the API answers them (absent for a product stored before they existed). */
export const productDisplayStoresViewFields = {
  displayStoreIds: z.array(z.number().int().positive()).optional(),
};

/** The ids of `requested` that name none of `known`, each once. */
export function unknownStoreIds(requested: readonly number[], known: readonly { id: number }[]): number[] {
  const ids = new Set(known.map((store) => store.id));
  return [...new Set(requested.filter((id) => !ids.has(id)))];
}
