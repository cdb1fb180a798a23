import { afterAll } from 'vitest';
import { identityRoutes } from '@hiti/contracts';
import { describeRoleMatrix } from '@hiti/service-kit/testing';
import { env, startIdentity } from './support';

const identity = await startIdentity('identity_role_matrix');
afterAll(() => identity.close());

describeRoleMatrix('identity', {
  app: identity,
  internalToken: env.internalToken,
  routes: identityRoutes,
  // staff end their own sessions: the matrix's caller (id 999) logs itself out
  probeUrls: { 'POST /users/:id/logout': '/users/999/logout' },
});
