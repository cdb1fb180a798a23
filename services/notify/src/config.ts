import type { z } from 'zod';
import { mongoEnvSchema, redisEnvSchema, serviceEnvSchema, smtpEnvSchema } from '@hiti/service-kit';

export const notifyEnvSchema = serviceEnvSchema
  .extend(mongoEnvSchema.shape)
  .extend(redisEnvSchema.shape)
  .extend(smtpEnvSchema.shape);

export type NotifyConfig = z.output<typeof notifyEnvSchema>;

export const DEFAULT_DB_NAME = 'hiti_notify';
