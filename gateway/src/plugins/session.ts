import fp from 'fastify-plugin';
import fastifyCookie from '@fastify/cookie';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  identityRoutes,
  SESSION,
  sessionClaimsSchema,
  type Caller,
  type SessionClaims,
  type SessionUser,
} from '@hiti/contracts';
import { AppError } from '@hiti/service-kit';
import type {} from './services';

export const SESSION_COOKIE = 'hk_session';
const IDLE_SECONDS = SESSION.idleMinutes * 60;
const ABSOLUTE_SECONDS = SESSION.absoluteHours * 3600;
/** A token is re-issued (sliding the idle window) once it is this old. */
const REFRESH_AFTER_SECONDS = 60;

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts a new session for a user who just proved who they are. */
    issueSession(reply: FastifyReply, user: SessionUser): Promise<void>;
    clearSession(reply: FastifyReply): void;
  }
  interface FastifyRequest {
    /** The signed-in admin, once `readSession` has checked the session (route roles do on every protected route). */
    admin: Caller | null;
    /** Checks the session cookie against identity; null when there is no valid session. */
    readSession(): Promise<Caller | null>;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SessionClaims;
    user: SessionClaims;
  }
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function sessionPlugin(
  app: FastifyInstance,
  options: { secret: string; secureCookies: boolean },
): Promise<void> {
  await app.register(fastifyCookie);
  await app.register(fastifyJwt, {
    secret: options.secret,
    cookie: { cookieName: SESSION_COOKIE, signed: false },
    sign: { expiresIn: IDLE_SECONDS },
  });

  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secureCookies,
  };

  const setCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: IDLE_SECONDS });

  app.decorate('issueSession', async (reply: FastifyReply, user: SessionUser) => {
    const token = await reply.jwtSign({
      sub: String(user.id),
      role: user.role,
      sv: user.sessionVersion,
      authTime: nowSeconds(),
    });
    setCookie(reply, token);
  });

  app.decorate('clearSession', (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
  });

  app.decorateRequest('admin', null);
  app.decorateRequest('readSession', async function readSession(this: FastifyRequest) {
    if (this.admin) return this.admin;
    if (!this.cookies[SESSION_COOKIE]) return null;
    let claims: SessionClaims;
    try {
      claims = sessionClaimsSchema.parse(await this.jwtVerify());
    } catch {
      return null;
    }
    if (nowSeconds() - claims.authTime > ABSOLUTE_SECONDS) return null;
    const state = await app.services.identity
      .request(identityRoutes.getSession, { params: { id: Number(claims.sub) }, requestId: this.id })
      .catch((error: unknown) => {
        if (error instanceof AppError && error.statusCode === 404) return null;
        throw error;
      });
    if (!state || state.sessionVersion !== claims.sv) return null;
    this.admin = { id: state.id, role: state.role, username: state.username };
    const issuedAt = (this.user as SessionClaims & { iat?: number }).iat ?? 0;
    if (nowSeconds() - issuedAt > REFRESH_AFTER_SECONDS) {
      this.sessionRefresh = app.jwt.sign({
        sub: claims.sub,
        role: state.role,
        sv: claims.sv,
        authTime: claims.authTime,
      });
    }
    return this.admin;
  });

  app.decorateRequest('sessionRefresh', null);
  app.addHook('onSend', async (request, reply) => {
    if (request.sessionRefresh && !reply.hasHeader('set-cookie')) setCookie(reply, request.sessionRefresh);
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionRefresh: string | null;
  }
}

export const session = fp(sessionPlugin, {
  name: 'gateway-session',
  dependencies: ['gateway-services'],
});
