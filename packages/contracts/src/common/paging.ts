import { z } from 'zod';
import { positiveIntFromStringSchema } from './query';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** `page` and `pageSize` of a paged list query (1-based, at most 100 per page). */
export const pagingQueryFields = {
  page: positiveIntFromStringSchema.optional().default(1),
  pageSize: positiveIntFromStringSchema
    .pipe(z.number().max(MAX_PAGE_SIZE, { error: `At most ${MAX_PAGE_SIZE} per page` }))
    .optional()
    .default(DEFAULT_PAGE_SIZE),
};

/** A page of a list: the items, the total count and where the page sits. */
export function pagedSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}

export interface Paged<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}
