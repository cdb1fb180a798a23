import { z } from 'zod';
import { mongoEnvSchema, redisEnvSchema, seedDemoEnvSchema, serviceEnvSchema } from '@hiti/service-kit';

export const catalogEnvSchema = serviceEnvSchema
  .extend(mongoEnvSchema.shape)
  .extend(redisEnvSchema.shape)
  .extend(seedDemoEnvSchema.shape)
  .extend({
    /** Run product import jobs in this process (off: the jobs wait for a process that runs them). */
    PRODUCT_IMPORT_WORKER: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /** Rows an import job checks and prepares per step (progress moves and a cancel is seen per step). */
    PRODUCT_IMPORT_CHUNK_ROWS: z.coerce.number().int().min(1).max(5000).default(500),
  });

export type CatalogConfig = z.output<typeof catalogEnvSchema>;

export const DEFAULT_DB_NAME = 'hiti_catalog';
