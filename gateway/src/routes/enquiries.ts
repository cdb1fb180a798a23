import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  auditSummary,
  identityRoutes,
  notifyRoutes,
  publicApi,
  refusal,
  type EnquiryChange,
  type EnquiryUpdate,
} from '@hiti/contracts';
import { AppError } from '@hiti/service-kit';
import { serveApiRoute } from '../api-route';
import { enquiriesToCsv } from '../domain/enquiry-csv';
import { staffWrite } from '../services/staff-write';

const CSV_TYPE = 'text/csv; charset=utf-8';

/**
 * The enquiry inbox (notify keeps the enquiries): both staff roles read, handle and answer them; super
 * admins delete them and erase a person's data, which the audit log records without the content.
 */
export async function enquiryRoutes(app: FastifyInstance): Promise<void> {
  const notify = app.services.notify;
  const context = (request: FastifyRequest) => ({ caller: request.admin, requestId: request.id });

  /** The staff member an enquiry is given to, as identity knows them. */
  const staffMember = async (id: number, request: FastifyRequest) => {
    try {
      const user = await app.services.identity.request(identityRoutes.getSession, {
        params: { id },
        requestId: request.id,
      });
      return { id: user.id, username: user.username };
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'USER_NOT_FOUND') throw error;
      throw new AppError('VALIDATION_FAILED', {
        details: [{ path: 'assigneeId', ...refusal('enquiryAssigneeUnknown') }],
      });
    }
  };

  const changeOf = async (update: EnquiryUpdate, request: FastifyRequest): Promise<EnquiryChange> => {
    const { assigneeId, ...rest } = update;
    if (assigneeId === undefined) return rest;
    if (assigneeId === null) return { ...rest, assignee: null };
    const id = assigneeId === 'me' ? request.admin?.id : assigneeId;
    if (id === undefined) throw new AppError('UNAUTHENTICATED');
    return { ...rest, assignee: await staffMember(id, request) };
  };

  serveApiRoute(app, publicApi.listEnquiries, async ({ query, request }) =>
    notify.request(notifyRoutes.listEnquiries, { ...context(request), query }),
  );

  serveApiRoute(app, publicApi.countNewEnquiries, async ({ request }) =>
    notify.request(notifyRoutes.countNewEnquiries, context(request)),
  );

  serveApiRoute(app, publicApi.exportEnquiries, async ({ query, request, reply }) => {
    const enquiries = await notify.request(notifyRoutes.exportEnquiries, { ...context(request), query });
    return reply
      .header('cache-control', publicApi.exportEnquiries.cache)
      .header('content-disposition', 'attachment; filename="enquiries.csv"')
      .type(CSV_TYPE)
      .send(enquiriesToCsv(enquiries));
  });

  serveApiRoute(app, publicApi.getEnquiry, async ({ params, request }) =>
    notify.request(notifyRoutes.getEnquiry, { ...context(request), params }),
  );

  serveApiRoute(app, publicApi.updateEnquiry, async ({ params, body, request }) =>
    notify.request(notifyRoutes.updateEnquiry, {
      ...context(request),
      params,
      body: await changeOf(body, request),
    }),
  );

  serveApiRoute(app, publicApi.addEnquiryNote, async ({ params, body, request, reply }) => {
    const enquiry = await notify.request(notifyRoutes.addEnquiryNote, { ...context(request), params, body });
    reply.status(201);
    return enquiry;
  });

  serveApiRoute(app, publicApi.replyToEnquiry, async ({ params, body, request, reply }) => {
    const enquiry = await notify.request(notifyRoutes.replyToEnquiry, { ...context(request), params, body });
    reply.status(202);
    return enquiry;
  });

  serveApiRoute(app, publicApi.deleteEnquiry, async ({ params, request }) => {
    await staffWrite(app, request, {
      service: notify,
      route: notifyRoutes.deleteEnquiry,
      input: { params },
      invalidates: [],
      // The record names the enquiry only: its content is personal data.
      audit: (removed) => ({
        action: 'delete',
        entity: 'enquiry',
        entityId: removed.id,
        summary: auditSummary('enquiryDeleted', { id: removed.id }),
        before: { status: removed.status },
        after: null,
      }),
    });
  });

  serveApiRoute(app, publicApi.erasePerson, async ({ body, request }) =>
    staffWrite(app, request, {
      service: notify,
      route: notifyRoutes.erasePerson,
      input: { body },
      invalidates: [],
      // Counts only: neither the address nor anything erased goes to the log.
      audit: (erased) => ({
        action: 'delete',
        entity: 'personal_data',
        entityId: 'erasure',
        summary: auditSummary('personErased', { ...erased }),
        before: null,
        after: erased,
      }),
    }),
  );
}
