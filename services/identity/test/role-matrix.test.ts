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
  // staff end their own sessions and keep their own second factor: the matrix's caller (id 999) asks for itself
  probeUrls: {
    'POST /users/:id/logout': '/users/999/logout',
    'GET /users/:id/second-factor': '/users/999/second-factor',
    'POST /users/:id/second-factor/enrolment': '/users/999/second-factor/enrolment',
    'POST /users/:id/second-factor/enrolment/confirm': '/users/999/second-factor/enrolment/confirm',
    'POST /users/:id/second-factor/recovery-codes': '/users/999/second-factor/recovery-codes',
    'POST /users/:id/second-factor/reset': '/users/999/second-factor/reset',
  },
});
