import { authCheckSchema, loginBodySchema, loginResultSchema } from '../admin/auth';
import { apiEndpoints } from './endpoints';
import { apiRoute } from './route';

/** Signing in and out (a session cookie), and the session check. */
export const sessionApi = {
  login: apiRoute({
    ...apiEndpoints.login,
    summary: 'Sign in: sets the session cookie (throttled per address and per username)',
    roles: 'public',
    body: loginBodySchema,
    response: loginResultSchema,
    cache: 'no-store',
  }),
  checkSession: apiRoute({
    ...apiEndpoints.checkSession,
    summary: 'Whether this browser is signed in, and as which role',
    roles: 'public',
    response: authCheckSchema,
    cache: 'no-store',
  }),
  logout: apiRoute({
    ...apiEndpoints.logout,
    summary: 'Sign out: clears the cookie and ends every session of the admin',
    roles: 'public',
    response: authCheckSchema,
    cache: 'no-store',
  }),
};
