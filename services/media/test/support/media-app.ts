import type { FastifyInstance } from 'fastify';
import { INTERNAL_HEADERS } from '@hiti/contracts';
import { createS3Client, loadConfig } from '@hiti/service-kit';
import { testEnv } from '@hiti/local/test-env';
import { buildApp } from '../../src/app';
import { mediaEnvSchema } from '../../src/config';

export interface MediaTestApp {
  app: FastifyInstance;
  env: ReturnType<typeof testEnv>;
  prefix: string;
  bucket: string;
  /** Names of every object in the bucket. */
  objectNames(): Promise<string[]>;
}

/** The media service on real dependencies, isolated from every other test file. */
export async function startMedia(base: string, extraEnv: Record<string, string> = {}): Promise<MediaTestApp> {
  const env = testEnv();
  const prefix = env.prefix(base);
  const bucket = env.bucket(base.replace(/_/g, '-'));
  const s3 = { endpoint: env.s3.endpoint, accessKey: env.s3.accessKey, secretKey: env.s3.secretKey };
  const config = loadConfig(mediaEnvSchema, {
    PORT: '0',
    LOG_LEVEL: 'silent',
    INTERNAL_TOKEN: env.internalToken,
    MONGO_URL: env.mongoUri,
    MONGO_DB: env.dbName(base),
    REDIS_URL: env.redisUrl,
    REDIS_PREFIX: prefix,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
    S3_BUCKET: bucket,
    ...extraEnv,
  });
  const app = await buildApp({ config });
  await app.ready();
  const client = createS3Client({ ...s3, bucket, region: config.S3_REGION });
  return {
    app,
    env,
    prefix,
    bucket,
    objectNames: async () => {
      const names: string[] = [];
      for await (const item of client.listObjectsV2(bucket, '', true)) {
        if (typeof item.name === 'string') names.push(item.name);
      }
      return names.sort();
    },
  };
}

/** Headers of a gateway call made for a signed-in admin. */
export function adminHeaders(token: string, role: 'product_manager' | 'super_admin' = 'product_manager') {
  return {
    [INTERNAL_HEADERS.token]: token,
    [INTERNAL_HEADERS.userId]: '2',
    [INTERNAL_HEADERS.userRole]: role,
    [INTERNAL_HEADERS.username]: 'manager',
  };
}
