import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  catalogRoutes,
  categoryIdParamsSchema,
  categoryInputSchema,
  categoryListQuerySchema,
  categoryUpdateSchema,
  STAFF_ROLES,
  inLanguage,
} from '@hiti/contracts';
import { parseInput } from '@hiti/service-kit';
import { PublicReads } from '../domain/public-reads';

/** Categories: public list (cached), writes for product managers and super admins. */
export async function categoryRoutes(app: FastifyInstance): Promise<void> {
  const staff = { config: { roles: STAFF_ROLES } };
  const catalog = app.services.catalog;
  const options = (request: FastifyRequest) => ({ caller: request.admin, requestId: request.id });

  const reads = new PublicReads(app);

  app.get('/categories', { config: { roles: 'public' } }, async (request, reply) => {
    const { lang } = parseInput(categoryListQuerySchema, request.query);
    const body = await reads.categories(lang, request.id);
    return reply.header('cache-control', 'no-cache').type('application/json').send(body);
  });

  app.post('/categories', staff, async (request, reply) => {
    const body = parseInput(categoryInputSchema, request.body);
    const category = await catalog.request(catalogRoutes.createCategory, { ...options(request), body });
    await app.cache.invalidate('categories');
    await app.audit(request, {
      action: 'create',
      entity: 'category',
      entityId: category.id,
      summary: `Created the category "${inLanguage(category.name, 'mk')}"`,
      before: null,
      after: category,
    });
    return reply.status(201).send(category);
  });

  /** PATCH and PUT both take any subset of the fields (SPEC §7 reads the call either way). */
  const update = async (request: FastifyRequest) => {
    const { id } = parseInput(categoryIdParamsSchema, request.params);
    const body = parseInput(categoryUpdateSchema, request.body);
    const before = await catalog.request(catalogRoutes.getCategory, { ...options(request), params: { id } });
    const category = await catalog.request(catalogRoutes.updateCategory, {
      ...options(request),
      params: { id },
      body,
    });
    const renamed = before.name.mk !== category.name.mk || before.name.al !== category.name.al;
    // Products answer their category's names, so a rename makes product reads stale too.
    await app.cache.invalidate(
      ...(renamed ? (['categories', 'products'] as const) : (['categories'] as const)),
    );
    await app.audit(request, {
      action: 'update',
      entity: 'category',
      entityId: category.id,
      summary: renamed
        ? `Renamed the category "${inLanguage(before.name, 'mk')}" to "${inLanguage(category.name, 'mk')}"`
        : `Updated the category "${inLanguage(category.name, 'mk')}"`,
      before,
      after: category,
    });
    return category;
  };
  app.patch('/categories/:id', staff, update);
  app.put('/categories/:id', staff, update);

  app.delete('/categories/:id', staff, async (request, reply) => {
    const { id } = parseInput(categoryIdParamsSchema, request.params);
    const before = await catalog.request(catalogRoutes.deleteCategory, {
      ...options(request),
      params: { id },
    });
    await app.cache.invalidate('categories');
    await app.audit(request, {
      action: 'delete',
      entity: 'category',
      entityId: before.id,
      summary: `Deleted the category "${inLanguage(before.name, 'mk')}"`,
      before,
      after: null,
    });
    return reply.status(204).send();
  });
}
