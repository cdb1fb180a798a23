import { INTERNAL_HEADERS, type Caller, type Role } from '@hiti/contracts';
import { testEnv } from './test-env';

/** The staff member tests act as, per role: the first administrator and a product manager. */
export function staffCaller(role: Role): Caller {
  return role === 'super_admin' ? { id: 1, username: 'admin', role } : { id: 2, username: 'manager', role };
}

/** Headers of a call to a service as the gateway makes it: the internal token, for `caller` when given. */
export function internalHeaders(caller?: Caller | Role): Record<string, string> {
  const who = typeof caller === 'string' ? staffCaller(caller) : caller;
  return {
    [INTERNAL_HEADERS.token]: testEnv().internalToken,
    ...(who
      ? {
          [INTERNAL_HEADERS.userId]: String(who.id),
          [INTERNAL_HEADERS.userRole]: who.role,
          [INTERNAL_HEADERS.username]: who.username,
        }
      : {}),
  };
}
