import type { z } from 'zod';
import { mongoEnvSchema, redisEnvSchema, serviceEnvSchema } from '@hiti/service-kit';

export const catalogEnvSchema = serviceEnvSchema.extend(mongoEnvSchema.shape).extend(redisEnvSchema.shape);

export type CatalogConfig = z.output<typeof catalogEnvSchema>;

export const DEFAULT_DB_NAME = 'hiti_catalog';
