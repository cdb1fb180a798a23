import { z } from 'zod';
import { secretSchema } from './secrets';

export class ConfigError extends Error {
  constructor(
    readonly variables: string[],
    detail: string,
  ) {
    super(`Invalid configuration: ${detail}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once with a zod schema; a missing or malformed variable names itself. */
export function loadConfig<Schema extends z.ZodObject>(
  schema: Schema,
  env: NodeJS.ProcessEnv = process.env,
): z.output<Schema> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const variables = [...new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '?')))];
  const detail = result.error.issues
    .map((issue) => `${String(issue.path[0] ?? '?')}: ${issue.message}`)
    .join('; ');
  throw new ConfigError(variables, detail);
}

const port = z.coerce.number().int().min(0).max(65535);
const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info');

/** Variables every service reads. */
export const serviceEnvSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: port,
  /** Where /health/* and /metrics answer instead of PORT (kept inside the cluster). */
  MANAGEMENT_PORT: port.optional(),
  LOG_LEVEL: logLevel,
  INTERNAL_TOKEN: secretSchema(16),
});

export const mongoEnvSchema = z.object({
  MONGO_URL: z.string().regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// URL'),
  MONGO_DB: z.string().min(1).optional(),
});

export const redisEnvSchema = z.object({
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL'),
  REDIS_PREFIX: z.string().default('hiti'),
});

/** `SEED_DEMO`: whether a service puts its demo data into an empty store at start (local runs). */
export const seedDemoEnvSchema = z.object({
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export const s3EnvSchema = z.object({
  S3_ENDPOINT: z.url(),
  S3_ACCESS_KEY: secretSchema(8),
  S3_SECRET_KEY: secretSchema(16),
  S3_BUCKET: z.string().min(3).default('hiti-kamina'),
  S3_REGION: z.string().default('us-east-1'),
});

export const smtpEnvSchema = z.object({
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// URL'),
  MAIL_FROM: z.string().default('Hiti Kamina <no-reply@hitikamina.mk>'),
});

export { port as portSchema, logLevel as logLevelSchema };
