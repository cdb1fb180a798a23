import { afterAll } from 'vitest';
import { notifyRoutes } from '@hiti/contracts';
import { describeRoleMatrix } from '@hiti/service-kit/testing';
import { testEnv } from '@hiti/local/test-env';
import { startNotify } from './support/start-notify';

const notify = await startNotify();
afterAll(() => notify.close());

describeRoleMatrix('notify', {
  app: notify.app,
  internalToken: testEnv().internalToken,
  routes: notifyRoutes,
  probeUrls: {
    'POST /mail-outbox/:id/retry': '/mail-outbox/ffffffffffffffffffffffff/retry',
    'GET /enquiries/:id': '/enquiries/ffffffffffffffffffffffff',
    'PATCH /enquiries/:id': '/enquiries/ffffffffffffffffffffffff',
    'DELETE /enquiries/:id': '/enquiries/ffffffffffffffffffffffff',
    'POST /enquiries/:id/notes': '/enquiries/ffffffffffffffffffffffff/notes',
    'POST /enquiries/:id/replies': '/enquiries/ffffffffffffffffffffffff/replies',
  },
});
