import { afterAll } from 'vitest';
import { contentRoutes } from '@hiti/contracts';
import { describeRoleMatrix } from '@hiti/service-kit/testing';
import { testEnv } from '@hiti/local/test-env';
import { startContent } from './support';

const env = testEnv();
const app = await startContent({ db: env.dbName('content-roles'), prefix: env.prefix('content-roles') });
afterAll(() => app.close());

describeRoleMatrix('content', { app, internalToken: env.internalToken, routes: contentRoutes });
