import type { ApiRouteName } from '@hiti/contracts';
import {
  apiError,
  onRoute,
  recordRequests,
  type RouteReply,
  type SentBody,
  type SentRequest,
} from '../../test/http-mock';

/**
 * Answers the API of a session that ended while a form was filled in: every request of the route `write`
 * is refused as unauthenticated until the admin signs in again with the password `right` (then it answers
 * `created` of the body it sent). Answers the requests of `write`, in order.
 */
export function stubEndedSession<Name extends ApiRouteName>(
  write: Name,
  created: (body: SentBody<Name>) => RouteReply<Name>,
): SentRequest<Name>[] {
  let signedIn = false;
  onRoute('login', ({ body }) => {
    signedIn = body.password === 'right';
    return signedIn
      ? ({ admin: { id: 2, username: 'menaxher', role: 'product_manager' }, next: 'signedIn' } as const)
      : apiError('INVALID_CREDENTIALS');
  });
  onRoute(write, ({ body }) => (signedIn ? created(body) : apiError('UNAUTHENTICATED')), { status: 201 });
  return recordRequests(write);
}
