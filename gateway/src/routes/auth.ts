import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import {
  identityRoutes,
  INTERNAL_HEADERS,
  publicApi,
  type AuthCheck,
  type LoginResult,
} from '@hiti/contracts';
import { AppError, isAppError } from '@hiti/service-kit';
import { serveApiRoute } from '../api-route';
import { SESSION_COOKIE } from '../plugins/session';

/**
 * Login attempts one address may make per window, whatever the usernames (identity limits each account).
 * Addresses are counted as the rate limiter counts them (`normalizeIP`): an IPv6 address by its /64
 * network, which one household or server owns whole.
 */
export const LOGIN_ATTEMPTS_PER_IP = { max: 30, windowMs: 15 * 60_000 } as const;

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

/** Login (throttled per address here and per username in identity), logout and the session check. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  serveApiRoute(
    app,
    publicApi.login,
    async ({ body, request, reply }) => {
      const user = await app.services.identity.request(identityRoutes.verifyCredentials, {
        body,
        requestId: request.id,
        headers: { [INTERNAL_HEADERS.clientAddress]: normalizeIP(request.ip) },
      });
      await app.issueSession(reply, user);
      request.log.info({ username: user.username, userId: user.id, ip: request.ip }, 'login succeeded');
      const result: LoginResult = { admin: { id: user.id, username: user.username, role: user.role } };
      return result;
    },
    {
      onFailure: logFailedLogin,
      rateLimit: {
        max: LOGIN_ATTEMPTS_PER_IP.max,
        timeWindow: LOGIN_ATTEMPTS_PER_IP.windowMs,
        keyGenerator: (request) => `login-ip:${normalizeIP(request.ip)}`,
        skipOnError: true,
        onExceeded: (request) =>
          request.log.warn({ ip: request.ip }, 'login attempts throttled for this address'),
        errorResponseBuilder: () => new AppError('RATE_LIMITED'),
      },
    },
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
