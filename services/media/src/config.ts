import { z } from 'zod';
import { mongoEnvSchema, redisEnvSchema, s3EnvSchema, serviceEnvSchema } from '@hiti/service-kit';

export const mediaEnvSchema = serviceEnvSchema
  .extend(mongoEnvSchema.shape)
  .extend(redisEnvSchema.shape)
  .extend(s3EnvSchema.shape)
  .extend({
    /** Upload the bundled demo images into the bucket at start (only those still missing). */
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /** Where the demo images are; defaults to the service's demo-assets directory. */
    DEMO_ASSETS_DIR: z.string().min(1).optional(),
  });

export type MediaConfig = z.output<typeof mediaEnvSchema>;

export const DEFAULT_DB_NAME = 'hiti_media';
