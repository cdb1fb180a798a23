import type { FastifyInstance } from 'fastify';
import {
  auditSummary,
  identityRoutes,
  INTERNAL_HEADERS,
  PROTECTED_USER_ID,
  type Caller,
} from '@hiti/contracts';
import { AppError, serveRoute } from '@hiti/service-kit';
import type { AuditLog } from '../services/audit-log.service';
import type { SecondFactors } from '../services/second-factors.service';
import type { UserWrites } from '../services/user-writes.service';

interface SecondFactorRoutesOptions {
  secondFactors: SecondFactors;
  writes: UserWrites;
  auditLog: AuditLog;
}

/** An admin's own second factor is theirs alone to see, enrol and renew. */
function assertSelf(caller: Caller, id: number): void {
  if (caller.id !== id) throw new AppError('FORBIDDEN');
}

/** One's own reset, or a super admin's of another admin; never the first administrator's but by themselves. */
function assertMayReset(caller: Caller, id: number): void {
  if (caller.id === id) return;
  if (caller.role !== 'super_admin') throw new AppError('FORBIDDEN');
  if (id === PROTECTED_USER_ID) throw new AppError('FIRST_ADMIN_SECOND_FACTOR');
}

export async function secondFactorRoutes(
  app: FastifyInstance,
  options: SecondFactorRoutesOptions,
): Promise<void> {
  const { secondFactors, writes, auditLog } = options;

  serveRoute(app, identityRoutes.verifySecondFactor, async ({ params, body, request }) => {
    const clientAddress = request.headers[INTERNAL_HEADERS.clientAddress];
    return secondFactors.verify(
      params.id,
      body.code,
      typeof clientAddress === 'string' && clientAddress ? clientAddress : 'unknown',
    );
  });

  serveRoute(app, identityRoutes.getSecondFactor, async ({ params, caller }) => {
    assertSelf(caller, params.id);
    return secondFactors.status(params.id);
  });

  serveRoute(app, identityRoutes.startSecondFactor, async ({ params, caller }) => {
    assertSelf(caller, params.id);
    return secondFactors.start(params.id);
  });

  serveRoute(app, identityRoutes.confirmSecondFactor, async ({ params, body, caller }) => {
    assertSelf(caller, params.id);
    return secondFactors.confirm(params.id, body.code);
  });

  serveRoute(app, identityRoutes.regenerateRecoveryCodes, async ({ params, body, caller }) => {
    assertSelf(caller, params.id);
    return secondFactors.regenerate(params.id, body.code);
  });

  serveRoute(app, identityRoutes.resetSecondFactor, async ({ params, body, caller }) => {
    assertMayReset(caller, params.id);
    await writes.assertCallerPassword(caller.id, body.currentPassword);
    const user = await secondFactors.reset(params.id, caller.id !== params.id);
    await auditLog.record(caller, {
      action: 'update',
      entity: 'admin_user',
      entityId: String(params.id),
      summary: auditSummary('secondFactorReset', { username: user.username }),
      before: null,
      after: null,
    });
  });
}
