import type { z } from 'zod';
import { mongoEnvSchema, redisEnvSchema, s3EnvSchema, serviceEnvSchema } from '@hiti/service-kit';

export const mediaEnvSchema = serviceEnvSchema
  .extend(mongoEnvSchema.shape)
  .extend(redisEnvSchema.shape)
  .extend(s3EnvSchema.shape);

export type MediaConfig = z.output<typeof mediaEnvSchema>;

export const DEFAULT_DB_NAME = 'hiti_media';
