import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { identityRoutes, INTERNAL_HEADERS, publicApi, type Caller, type SessionUser } from '@hiti/contracts';
import { AppError } from '@hiti/service-kit';
import { serveApiRoute } from '../api-route';
import { loginAttemptsLimit, signedIn } from './sign-in';

/** Who enrols: the signed-in admin, or one whose password was right and who owes a required enrolment. */
interface Enrolling {
  caller: Caller;
  /** Set when enrolment is what stands between this admin and a session. */
  owing: SessionUser | null;
}

/**
 * Two-step sign-in: the code step after the password (throttled with the password's attempts), enrolment
 * with its recovery codes, new recovery codes and resets (identity audits them).
 */
export async function secondFactorRoutes(app: FastifyInstance): Promise<void> {
  const identity = app.services.identity;

  const enrolling = async (request: FastifyRequest): Promise<Enrolling> => {
    const admin = await request.readSession();
    if (admin) return { caller: admin, owing: null };
    const step = app.signInSteps.pending(request);
    if (step?.step !== 'enrol') throw new AppError('UNAUTHENTICATED');
    const user = await identity.request(identityRoutes.getSession, {
      params: { id: step.sub },
      requestId: request.id,
    });
    return { caller: { id: user.id, username: user.username, role: user.role }, owing: user };
  };

  serveApiRoute(
    app,
    publicApi.signInWithCode,
    async ({ body, request, reply }) => {
      const step = app.signInSteps.pending(request);
      if (step?.step !== 'code') throw new AppError('UNAUTHENTICATED');
      const user = await identity.request(identityRoutes.verifySecondFactor, {
        params: { id: step.sub },
        body: { code: body.code },
        requestId: request.id,
        headers: { [INTERNAL_HEADERS.clientAddress]: normalizeIP(request.ip) },
      });
      if (body.remember && user.factorId) app.signInSteps.remember(reply, user.id, user.factorId);
      return signedIn(app, request, reply, user);
    },
    {
      onFailure: (request, error) =>
        request.log.warn({ ip: request.ip, err: error }, 'second sign-in step failed'),
      rateLimit: loginAttemptsLimit('login-code-ip'),
    },
  );

  serveApiRoute(app, publicApi.getSecondFactor, async ({ request }) =>
    identity.request(identityRoutes.getSecondFactor, {
      params: { id: request.admin?.id ?? 0 },
      caller: request.admin,
      requestId: request.id,
    }),
  );

  serveApiRoute(app, publicApi.startSecondFactor, async ({ request }) => {
    const { caller } = await enrolling(request);
    return identity.request(identityRoutes.startSecondFactor, {
      params: { id: caller.id },
      caller,
      requestId: request.id,
    });
  });

  serveApiRoute(app, publicApi.confirmSecondFactor, async ({ body, request, reply }) => {
    const { caller, owing } = await enrolling(request);
    const { recoveryCodes } = await identity.request(identityRoutes.confirmSecondFactor, {
      params: { id: caller.id },
      body,
      caller,
      requestId: request.id,
    });
    request.log.info({ username: caller.username, userId: caller.id }, 'second factor enrolled');
    if (owing) await signedIn(app, request, reply, owing);
    return { recoveryCodes, admin: caller };
  });

  serveApiRoute(app, publicApi.regenerateRecoveryCodes, async ({ body, request }) =>
    identity.request(identityRoutes.regenerateRecoveryCodes, {
      params: { id: request.admin?.id ?? 0 },
      body,
      caller: request.admin,
      requestId: request.id,
    }),
  );

  serveApiRoute(app, publicApi.resetOwnSecondFactor, async ({ body, request, reply }) => {
    await identity.request(identityRoutes.resetSecondFactor, {
      params: { id: request.admin?.id ?? 0 },
      body,
      caller: request.admin,
      requestId: request.id,
    });
    app.signInSteps.forget(reply);
  });

  serveApiRoute(app, publicApi.resetSecondFactor, async ({ params, body, request }) => {
    await identity.request(identityRoutes.resetSecondFactor, {
      params,
      body,
      caller: request.admin,
      requestId: request.id,
    });
  });
}
