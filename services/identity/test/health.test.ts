import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describeServiceBasics } from '@hiti/local/test-env';
import { startIdentity } from './support';

let app: FastifyInstance;

beforeAll(async () => {
  app = await startIdentity('identity_health');
});

afterAll(async () => {
  await app.close();
});

describeServiceBasics('identity', () => app);
