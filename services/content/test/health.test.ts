import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describeServiceBasics, testEnv } from '@hiti/local/test-env';
import { startContent } from './support';

const env = testEnv();
let app: FastifyInstance;

beforeAll(async () => {
  app = await startContent({ db: env.dbName('content_health'), prefix: env.prefix('content_health') });
});

afterAll(async () => {
  await app.close();
});

describeServiceBasics('content', () => app);
