import type { z } from 'zod';
import { mongoEnvSchema, redisEnvSchema, serviceEnvSchema } from '@hiti/service-kit';

export const identityEnvSchema = serviceEnvSchema.extend(mongoEnvSchema.shape).extend(redisEnvSchema.shape);

export type IdentityConfig = z.output<typeof identityEnvSchema>;

export const DEFAULT_DB_NAME = 'hiti_identity';
