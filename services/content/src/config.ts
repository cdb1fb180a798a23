import type { z } from 'zod';
import { mongoEnvSchema, redisEnvSchema, seedDemoEnvSchema, serviceEnvSchema } from '@hiti/service-kit';

export const contentEnvSchema = serviceEnvSchema
  .extend(mongoEnvSchema.shape)
  .extend(redisEnvSchema.shape)
  // six demo showrooms into an empty store list; a production install starts with none
  .extend(seedDemoEnvSchema.shape);

export type ContentConfig = z.output<typeof contentEnvSchema>;

export const DEFAULT_DB_NAME = 'hiti_content';
