import type { FastifyInstance } from 'fastify';
import { auditQuerySchema, auditRecordBodySchema } from '@hiti/contracts';
import { parseInput } from '@hiti/service-kit';
import type { AuditLog } from '../audit-log';
import { requireCaller } from './caller';

export async function auditRoutes(app: FastifyInstance, options: { auditLog: AuditLog }): Promise<void> {
  app.post('/internal/audit', async (request, reply) => {
    const actor = requireCaller(request);
    const record = parseInput(auditRecordBodySchema, request.body);
    return reply.status(201).send(await options.auditLog.record(actor, record));
  });

  app.get('/internal/audit', async (request) => {
    const query = parseInput(auditQuerySchema, request.query);
    return options.auditLog.page(query);
  });
}
