import { z } from 'zod';
import { mongoEnvSchema, redisEnvSchema, serviceEnvSchema } from '@hiti/service-kit';

export const catalogEnvSchema = serviceEnvSchema
  .extend(mongoEnvSchema.shape)
  .extend(redisEnvSchema.shape)
  .extend({
    /** Seed the demo catalogue on a fresh database (local runs). */
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  });

export type CatalogConfig = z.output<typeof catalogEnvSchema>;

export const DEFAULT_DB_NAME = 'hiti_catalog';
