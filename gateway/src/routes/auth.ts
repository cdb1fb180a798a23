import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { identityRoutes, INTERNAL_HEADERS, publicApi, type AuthCheck } from '@hiti/contracts';
import { isAppError } from '@hiti/service-kit';
import { serveApiRoute } from '../api-route';
import { SESSION_COOKIE } from '../plugins/session';
import { loginAttemptsLimit, signedIn } from './sign-in';

/**
 * Login attempts one address may make per window, whatever the usernames (identity limits each account).
 * Addresses are counted as the rate limiter counts them (`normalizeIP`): an IPv6 address by its /64
 * network, which one household or server owns whole.
 */
const signedOut: AuthCheck = { authenticated: false, role: null };

function attemptedUsername(body: unknown): string | null {
  const username = (body as { username?: unknown } | null)?.username;
  return typeof username === 'string' ? username.slice(0, 256) : null;
}

function logFailedLogin(request: FastifyRequest, error: unknown): void {
  request.log.warn(
    {
      username: attemptedUsername(request.body),
      ip: request.ip,
      outcome: isAppError(error) ? error.code : 'ERROR',
    },
    'login failed',
  );
}

/**
 * Login (throttled per address here and per username in identity), logout and the session check. A right
 * password signs in, or leaves the code (or a required enrolment) owed, unless this browser was remembered
 * for the admin's second factor.
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  serveApiRoute(
    app,
    publicApi.login,
    async ({ body, request, reply }) => {
      const trusted = app.signInSteps.remembered(request);
      const user = await app.services.identity.request(identityRoutes.verifyCredentials, {
        body: trusted ? { ...body, remembered: { userId: trusted.sub, factorId: trusted.fid } } : body,
        requestId: request.id,
        headers: { [INTERNAL_HEADERS.clientAddress]: normalizeIP(request.ip) },
      });
      if (user.secondFactor === 'none') return signedIn(app, request, reply, user);
      app.signInSteps.begin(reply, user.id, user.secondFactor);
      request.log.info(
        { username: user.username, userId: user.id, ip: request.ip, owed: user.secondFactor },
        'password accepted, second step owed',
      );
      return {
        admin: { id: user.id, username: user.username, role: user.role },
        next: user.secondFactor,
      };
    },
    { onFailure: logFailedLogin, rateLimit: loginAttemptsLimit('login-ip') },
  );

  serveApiRoute(app, publicApi.checkSession, async ({ request, reply }) => {
    const admin = await request.readSession();
    if (!admin && request.cookies[SESSION_COOKIE]) app.clearSession(reply);
    const answer: AuthCheck = admin ? { authenticated: true, role: admin.role } : signedOut;
    return answer;
  });

  serveApiRoute(app, publicApi.logout, async ({ request, reply }) => {
    // This browser is signed out whatever follows; ending the admin's other sessions needs identity.
    app.clearSession(reply);
    try {
      const admin = await request.readSession();
      if (admin) {
        await app.services.identity.request(identityRoutes.endSessions, {
          params: { id: admin.id },
          caller: admin,
          requestId: request.id,
        });
        request.log.info({ username: admin.username, userId: admin.id, ip: request.ip }, 'logged out');
      }
    } catch (error) {
      request.log.warn({ err: error, ip: request.ip }, 'signed out in this browser only: sessions not ended');
    }
    return signedOut;
  });
}
