import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMongo } from '../deps/mongo';
import { startRedisServer } from '../deps/redis-server';
import { startS3 } from '../deps/s3';

/**
 * Starts the real dependencies once per test project: Redis (`REDIS_URL` or a spawned redis-server),
 * MongoDB (`MONGO_URL` or an in-memory docstore) and an S3 API (s3rver on a temporary directory).
 * Test files isolate themselves with their own database names, key prefixes and buckets.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const redis = process.env.REDIS_URL ? null : await startRedisServer();
  const mongo = await startMongo({ url: process.env.MONGO_URL });
  const objectsDir = mkdtempSync(join(tmpdir(), 'hiti-s3-'));
  const s3 = await startS3({ directory: objectsDir });

  project.provide('redisUrl', process.env.REDIS_URL ?? redis?.url ?? '');
  project.provide('mongoUri', mongo.uri);
  project.provide('s3', { endpoint: s3.endpoint, accessKey: s3.accessKey, secretKey: s3.secretKey });

  return async () => {
    await s3.stop();
    await mongo.stop();
    await redis?.stop();
    rmSync(objectsDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    redisUrl: string;
    mongoUri: string;
    s3: { endpoint: string; accessKey: string; secretKey: string };
  }
}
