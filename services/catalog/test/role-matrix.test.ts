import { afterAll } from 'vitest';
import { catalogRoutes } from '@hiti/contracts';
import { describeRoleMatrix } from '@hiti/service-kit/testing';
import { testEnv } from '@hiti/local/test-env';
import { startCatalog } from './support/catalog';

const catalog = await startCatalog();
afterAll(() => catalog.close());

describeRoleMatrix('catalog', {
  app: catalog.app,
  internalToken: testEnv().internalToken,
  routes: catalogRoutes,
});
