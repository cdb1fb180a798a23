import type { z } from 'zod';
import { mongoEnvSchema, redisEnvSchema, serviceEnvSchema } from '@hiti/service-kit';

export const contentEnvSchema = serviceEnvSchema.extend(mongoEnvSchema.shape).extend(redisEnvSchema.shape);

export type ContentConfig = z.output<typeof contentEnvSchema>;

export const DEFAULT_DB_NAME = 'hiti_content';
