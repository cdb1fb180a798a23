import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditSummary, InternalRoute, InternalRouteResult } from '@hiti/contracts';
import type { InternalCall, ServiceClient } from '@hiti/service-kit';
import type { AuditRecord } from '../plugins/audit';
import type { CacheNamespace } from '../plugins/cache';

/** A call's input without the admin and the request id, which the write fills in. */
type StaffWriteInput<Route extends InternalRoute> = Omit<InternalCall<Route>, 'caller' | 'requestId'>;

type BeforeOf<Read> = Read extends InternalRoute ? InternalRouteResult<Read> : null;

export interface StaffWrite<Route extends InternalRoute, Read extends InternalRoute | undefined> {
  /** The service that owns the data. */
  service: ServiceClient;
  route: Route;
  input: StaffWriteInput<Route>;
  /** The route that reads the resource as it was before the write, called with the write's path parameters. */
  before?: Read;
  /** The cached reads the write makes stale. */
  invalidates:
    | readonly CacheNamespace[]
    | ((after: InternalRouteResult<Route>, before: BeforeOf<Read>) => readonly CacheNamespace[]);
  /** The audit entry of the write; null when it turned out to change nothing. */
  audit: (after: InternalRouteResult<Route>, before: BeforeOf<Read>) => AuditRecord | null;
}

/**
 * An admin's write through the gateway, always in the same order: the service writes (on behalf of the
 * signed-in admin), the cached reads it makes stale are dropped, and the change goes to the audit log.
 * Answers what the service answered.
 */
export async function staffWrite<
  Route extends InternalRoute,
  Read extends InternalRoute | undefined = undefined,
>(
  app: FastifyInstance,
  request: FastifyRequest,
  write: StaffWrite<Route, Read>,
): Promise<InternalRouteResult<Route>> {
  const context = { caller: request.admin, requestId: request.id };
  const read: InternalRoute | undefined = write.before;
  const params = (write.input as { params?: unknown }).params;
  // The read is described by contracts like the write; both take the same path parameters.
  const before = (
    read ? await write.service.request(read, { ...context, params } as InternalCall<InternalRoute>) : null
  ) as BeforeOf<Read>;
  // `input` is the route's own call input; only the admin and the request id are added to it. A write
  // names no language, so its answer is the route's response (what the service client parsed it by).
  const after = (await write.service.request(write.route, {
    ...write.input,
    ...context,
  } as InternalCall<Route>)) as InternalRouteResult<Route>;
  const stale =
    typeof write.invalidates === 'function' ? write.invalidates(after, before) : write.invalidates;
  if (stale.length > 0) await app.cache.invalidate(...stale);
  const record = write.audit(after, before);
  if (record) await app.audit(request, record);
  return after;
}

type Entity = AuditRecord['entity'];
interface Identified {
  id: string | number;
}

/** The audit entry of a created resource: nothing before, the resource after. */
export function auditCreate<Created extends Identified>(
  entity: Entity,
  summary: (created: Created) => AuditSummary,
): (created: Created) => AuditRecord {
  return (created) => ({
    action: 'create',
    entity,
    entityId: created.id,
    summary: summary(created),
    before: null,
    after: created,
  });
}

/** The audit entry of a changed resource: as it was, and as the service answers it now. */
export function auditUpdate<Updated extends Identified, Before extends object>(
  entity: Entity,
  summary: (after: Updated, before: Before) => AuditSummary,
): (after: Updated, before: Before) => AuditRecord {
  return (after, before) => ({
    action: 'update',
    entity,
    entityId: after.id,
    summary: summary(after, before),
    before,
    after,
  });
}

/** The audit entry of a deleted resource: the resource as the service removed it, nothing after. */
export function auditDelete<Removed extends Identified>(
  entity: Entity,
  summary: (removed: Removed) => AuditSummary,
): (removed: Removed) => AuditRecord {
  return (removed) => ({
    action: 'delete',
    entity,
    entityId: removed.id,
    summary: summary(removed),
    before: removed,
    after: null,
  });
}
