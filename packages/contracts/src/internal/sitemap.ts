import { z } from 'zod';
import { positiveIntFromStringSchema } from '../common/query';

/** The most products one sitemap file lists (each in both languages: 10,000 of the protocol's 50,000 URLs). */
export const SITEMAP_PRODUCTS_PER_FILE = 5000;

/** Query of the catalog's sitemap entries: one file's worth of products, by id. */
export const sitemapEntriesQuerySchema = z.strictObject({
  page: positiveIntFromStringSchema,
  pageSize: positiveIntFromStringSchema.pipe(z.number().max(SITEMAP_PRODUCTS_PER_FILE)),
});

/** What a sitemap says of a product: its address (by id), when it changed, and its picture. */
export const sitemapEntrySchema = z.object({
  id: z.number().int(),
  updatedAt: z.string(),
  imageUrl: z.string(),
});

/** One page of the catalogue's sitemap entries, in id order, and how many products there are in all. */
export const sitemapEntriesSchema = z.object({ total: z.number().int(), items: z.array(sitemapEntrySchema) });
export type SitemapEntries = z.infer<typeof sitemapEntriesSchema>;
