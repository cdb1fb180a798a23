import { z } from 'zod';
import { positiveIntFromStringSchema } from './query';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** A page number (1-based) of a query string. */
const pageNumberSchema = positiveIntFromStringSchema;
/** A page size of a query string: at most `MAX_PAGE_SIZE`. */
const pageSizeSchema = positiveIntFromStringSchema.pipe(
  z.number().max(MAX_PAGE_SIZE, { error: `At most ${MAX_PAGE_SIZE} per page` }),
);

/** `page` and `pageSize` of a paged list query (1-based, at most 100 per page). */
export const pagingQueryFields = {
  page: pageNumberSchema.optional().default(1),
  pageSize: pageSizeSchema.optional().default(DEFAULT_PAGE_SIZE),
};

/**
 * `page` and `pageSize` of a list that answers a page only when asked for one (either of them); the
 * other then takes its default (`pageOf`).
 */
export const optionalPagingQueryFields = {
  page: pageNumberSchema.optional(),
  pageSize: pageSizeSchema.optional(),
};

/** The page a query with optional paging fields asks for; null when it asks for none. */
export function pageOf(query: {
  page?: number | undefined;
  pageSize?: number | undefined;
}): { page: number; pageSize: number } | null {
  if (query.page === undefined && query.pageSize === undefined) return null;
  return { page: query.page ?? 1, pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE };
}

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
