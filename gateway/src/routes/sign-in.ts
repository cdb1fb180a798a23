import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import type { LoginResult, SessionUser } from '@hiti/contracts';
import { AppError } from '@hiti/service-kit';
import { SIGN_IN_STEP_COOKIE } from '../plugins/sign-in-steps';

/**
 * Login attempts one address may make per window, whatever the usernames (identity limits each account).
 * Addresses are counted as the rate limiter counts them (`normalizeIP`): an IPv6 address by its /64
 * network, which one household or server owns whole. The code step has as many again.
 */
export const LOGIN_ATTEMPTS_PER_IP = { max: 30, windowMs: 15 * 60_000 } as const;

/** The per-address limit of a sign-in step, counted under `name`. */
export function loginAttemptsLimit(name: string): FastifyContextConfig['rateLimit'] {
  return {
    max: LOGIN_ATTEMPTS_PER_IP.max,
    timeWindow: LOGIN_ATTEMPTS_PER_IP.windowMs,
    keyGenerator: (request) => `${name}:${normalizeIP(request.ip)}`,
    skipOnError: true,
    onExceeded: (request) =>
      request.log.warn({ ip: request.ip }, 'login attempts throttled for this address'),
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  };
}

/** Ends the sign-in: no step is owed any more, the session cookie is set. */
export async function signedIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: SessionUser,
): Promise<LoginResult> {
  if (request.cookies[SIGN_IN_STEP_COOKIE] !== undefined) app.signInSteps.end(reply);
  await app.issueSession(reply, user);
  request.log.info({ username: user.username, userId: user.id, ip: request.ip }, 'login succeeded');
  return { admin: { id: user.id, username: user.username, role: user.role }, next: 'signedIn' };
}
