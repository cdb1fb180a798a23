import type { FastifyInstance } from 'fastify';
import { loadConfig } from '@hiti/service-kit';
import { internalHeaders, startService, testEnv } from '@hiti/local/test-env';
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
  const app = await startService((variables) => buildApp({ config: loadConfig(mediaEnvSchema, variables) }), {
    names: { db: env.dbName(base), prefix, bucket },
    env: extraEnv,
  });
  return {
    app,
    env,
    prefix,
    bucket,
    objectNames: async () => {
      const names: string[] = [];
      for await (const item of app.s3.client.listObjectsV2(bucket, '', true)) {
        if (typeof item.name === 'string') names.push(item.name);
      }
      return names.sort();
    },
  };
}

/** Headers of a gateway call made for a signed-in admin (a product manager unless `role` says otherwise). */
export function adminHeaders(
  role: 'product_manager' | 'super_admin' = 'product_manager',
): Record<string, string> {
  return internalHeaders({ id: 2, username: 'manager', role });
}
