import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SESSION } from '@hiti/contracts';
import { readToken, signToken, tokenKey } from '../domain/signed-token';

/** The step a right password leaves owed, kept while the admin types a code or enrols. */
export const SIGN_IN_STEP_COOKIE = 'hk_sign_in';
/** A browser remembered after a code: its next password sign-in asks for no code. */
const TRUSTED_BROWSER_COOKIE = 'hk_trusted';
const STEP_SECONDS = 10 * 60;
/** Never longer than a session may last from its sign-in. */
const TRUSTED_BROWSER_SECONDS = SESSION.absoluteHours * 3600;

const stepClaimsSchema = z.object({
  sub: z.number().int().positive(),
  step: z.enum(['code', 'enrol']),
  exp: z.number().int(),
});
type SignInStep = z.infer<typeof stepClaimsSchema>;

const trustedClaimsSchema = z.object({
  sub: z.number().int().positive(),
  fid: z.string().min(1).max(100),
  exp: z.number().int(),
});
type TrustedBrowser = z.infer<typeof trustedClaimsSchema>;

interface SignInSteps {
  /** After a right password: the code or the enrolment still owed, for ten minutes. */
  begin(reply: FastifyReply, userId: number, step: SignInStep['step']): void;
  pending(request: FastifyRequest): SignInStep | null;
  end(reply: FastifyReply): void;
  /** Remembers this browser for the admin's current second factor (a reset or new enrolment forgets it). */
  remember(reply: FastifyReply, userId: number, factorId: string): void;
  remembered(request: FastifyRequest): TrustedBrowser | null;
  forget(reply: FastifyReply): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    signInSteps: SignInSteps;
  }
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function signInStepsPlugin(
  app: FastifyInstance,
  options: { secret: string; secureCookies: boolean },
): Promise<void> {
  const stepKey = tokenKey(options.secret, 'sign-in step');
  const trustedKey = tokenKey(options.secret, 'trusted browser');
  const cookieOptions = {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: options.secureCookies,
  };

  const steps: SignInSteps = {
    begin(reply, userId, step) {
      const token = signToken(stepKey, { sub: userId, step, exp: nowSeconds() + STEP_SECONDS });
      reply.setCookie(SIGN_IN_STEP_COOKIE, token, { ...cookieOptions, maxAge: STEP_SECONDS });
    },
    pending: (request) => readToken(stepKey, stepClaimsSchema, request.cookies[SIGN_IN_STEP_COOKIE]),
    end(reply) {
      reply.clearCookie(SIGN_IN_STEP_COOKIE, cookieOptions);
    },
    remember(reply, userId, factorId) {
      const exp = nowSeconds() + TRUSTED_BROWSER_SECONDS;
      const token = signToken(trustedKey, { sub: userId, fid: factorId, exp });
      reply.setCookie(TRUSTED_BROWSER_COOKIE, token, { ...cookieOptions, maxAge: TRUSTED_BROWSER_SECONDS });
    },
    remembered: (request) =>
      readToken(trustedKey, trustedClaimsSchema, request.cookies[TRUSTED_BROWSER_COOKIE]),
    forget(reply) {
      reply.clearCookie(TRUSTED_BROWSER_COOKIE, cookieOptions);
    },
  };
  app.decorate('signInSteps', steps);
}

export const signInSteps = fp(signInStepsPlugin, {
  name: 'gateway-sign-in-steps',
  dependencies: ['gateway-session'],
});
