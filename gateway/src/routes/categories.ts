import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  catalogRoutes,
  categoryIdParamsSchema,
  categoryInputSchema,
  categoryListQuerySchema,
  categoryUpdateSchema,
  STAFF_ROLES,
  auditSummary,
  type BilingualCategory,
} from '@hiti/contracts';
import { parseInput } from '@hiti/service-kit';
import { PublicReads } from '../domain/public-reads';
import { auditCreate, auditDelete, auditUpdate, staffWrite } from '../domain/staff-write';

function isRenamed(before: BilingualCategory, after: BilingualCategory): boolean {
  return before.name.mk !== after.name.mk || before.name.al !== after.name.al;
}

/** Categories: public list (cached), writes for product managers and super admins. */
export async function categoryRoutes(app: FastifyInstance): Promise<void> {
  const staff = { config: { roles: STAFF_ROLES } };
  const catalog = app.services.catalog;

  const reads = new PublicReads(app);

  app.get('/categories', { config: { roles: 'public' } }, async (request, reply) => {
    const { lang } = parseInput(categoryListQuerySchema, request.query);
    const body = await reads.categories(lang, request.id);
    return reply.header('cache-control', 'no-cache').type('application/json').send(body);
  });

  app.post('/categories', staff, async (request, reply) => {
    const body = parseInput(categoryInputSchema, request.body);
    const category = await staffWrite(app, request, {
      service: catalog,
      route: catalogRoutes.createCategory,
      input: { body },
      invalidates: ['categories'],
      audit: auditCreate('category', (created) => auditSummary('categoryCreated', { name: created.name })),
    });
    return reply.status(201).send(category);
  });

  /** PATCH and PUT both take any subset of the fields (SPEC §7 reads the call either way). */
  const update = async (request: FastifyRequest) => {
    const params = parseInput(categoryIdParamsSchema, request.params);
    const body = parseInput(categoryUpdateSchema, request.body);
    return staffWrite(app, request, {
      service: catalog,
      route: catalogRoutes.updateCategory,
      input: { params, body },
      before: catalogRoutes.getCategory,
      // Products answer their category's names, so a rename makes product reads stale too.
      invalidates: (category, before) =>
        isRenamed(before, category) ? ['categories', 'products'] : ['categories'],
      audit: auditUpdate('category', (category, before) =>
        isRenamed(before, category)
          ? auditSummary('categoryRenamed', { from: before.name, to: category.name })
          : auditSummary('categoryUpdated', { name: category.name }),
      ),
    });
  };
  app.patch('/categories/:id', staff, update);
  app.put('/categories/:id', staff, update);

  app.delete('/categories/:id', staff, async (request, reply) => {
    const params = parseInput(categoryIdParamsSchema, request.params);
    await staffWrite(app, request, {
      service: catalog,
      route: catalogRoutes.deleteCategory,
      input: { params },
      invalidates: ['categories'],
      audit: auditDelete('category', (removed) => auditSummary('categoryDeleted', { name: removed.name })),
    });
    return reply.status(204).send();
  });
}
