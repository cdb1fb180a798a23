import type { FastifyInstance } from 'fastify';
import { testEnv } from './test-env';

/** Where a service under test keeps its data: a database and a Redis key / queue prefix no other test uses. */
export interface ServiceNames {
  db: string;
  prefix: string;
  /** The S3 bucket (media); any name the test run owns. */
  bucket?: string;
}

/** The variables a service reads, pointed at the test run's dependencies under `names`, plus `extra`. */
export function serviceVariables(
  names: ServiceNames,
  extra: Record<string, string> = {},
): Record<string, string> {
  const env = testEnv();
  return {
    PORT: '0',
    LOG_LEVEL: 'silent',
    INTERNAL_TOKEN: env.internalToken,
    SECOND_FACTOR_KEY: env.secondFactorKey,
    MONGO_URL: env.mongoUri,
    MONGO_DB: names.db,
    REDIS_URL: env.redisUrl,
    REDIS_PREFIX: names.prefix,
    S3_ENDPOINT: env.s3.endpoint,
    S3_ACCESS_KEY: env.s3.accessKey,
    S3_SECRET_KEY: env.s3.secretKey,
    ...(names.bucket ? { S3_BUCKET: names.bucket } : {}),
    ...extra,
  };
}

export interface StartServiceOptions {
  names: ServiceNames;
  /** More variables, or other values for the ones above (e.g. an unreachable REDIS_URL). */
  env?: Record<string, string>;
  /** Listen on a free port of 127.0.0.1 (for callers over HTTP); otherwise only made ready for `inject`. */
  listen?: boolean;
}

/**
 * Builds one service on the test run's real dependencies from the variables it reads (`build` is its
 * `loadConfig` + `buildApp`), and makes it ready.
 */
export async function startService(
  build: (variables: Record<string, string>) => Promise<FastifyInstance>,
  options: StartServiceOptions,
): Promise<FastifyInstance> {
  const app = await build(serviceVariables(options.names, options.env));
  if (options.listen) await app.listen({ host: '127.0.0.1', port: 0 });
  else await app.ready();
  return app;
}
