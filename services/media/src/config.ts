import { z } from 'zod';
import {
  mongoEnvSchema,
  redisEnvSchema,
  seedDemoEnvSchema,
  s3EnvSchema,
  serviceEnvSchema,
} from '@hiti/service-kit';

export const mediaEnvSchema = serviceEnvSchema
  .extend(mongoEnvSchema.shape)
  .extend(redisEnvSchema.shape)
  .extend(seedDemoEnvSchema.shape)
  .extend(s3EnvSchema.shape)
  .extend({
    /** Where the demo images are; defaults to the service's demo-assets directory. */
    DEMO_ASSETS_DIR: z.string().min(1).optional(),
  });

export type MediaConfig = z.output<typeof mediaEnvSchema>;

export const DEFAULT_DB_NAME = 'hiti_media';
