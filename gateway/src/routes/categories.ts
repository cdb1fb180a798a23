import type { FastifyInstance } from 'fastify';
import { auditSummary, catalogRoutes, publicApi, type BilingualCategory } from '@hiti/contracts';
import { serveApiRoute, type ApiRouteInput } from '../api-route';
import { PublicReads } from '../services/public-reads';
import { auditCreate, auditDelete, auditUpdate, staffWrite } from '../services/staff-write';

function isRenamed(before: BilingualCategory, after: BilingualCategory): boolean {
  return before.name.mk !== after.name.mk || before.name.al !== after.name.al;
}

/** Products show the specifications their category lists, so a change of that list makes them stale. */
function changesProducts(before: BilingualCategory, after: BilingualCategory): boolean {
  const listed = (category: BilingualCategory) => (category.specificationKeys ?? []).join();
  return isRenamed(before, after) || listed(before) !== listed(after);
}

/** PATCH and PUT take the same input. */
type CategoryUpdate = Pick<ApiRouteInput<typeof publicApi.updateCategory>, 'params' | 'body' | 'request'>;

/** Categories: public list (cached), writes for product managers and super admins. */
export async function categoryRoutes(app: FastifyInstance): Promise<void> {
  const catalog = app.services.catalog;

  const reads = new PublicReads(app);

  serveApiRoute(app, publicApi.listCategories, async ({ query, request, reply }) => {
    const body = await reads.categories(query.lang, request.id);
    return reply.header('cache-control', publicApi.listCategories.cache).type('application/json').send(body);
  });

  serveApiRoute(app, publicApi.createCategory, async ({ body, request }) =>
    staffWrite(app, request, {
      service: catalog,
      route: catalogRoutes.createCategory,
      input: { body },
      invalidates: ['categories'],
      audit: auditCreate('category', (created) => auditSummary('categoryCreated', { name: created.name })),
    }),
  );

  /** PATCH and PUT both take any subset of the fields (SPEC §7 reads the call either way). */
  const update = async ({ params, body, request }: CategoryUpdate) =>
    staffWrite(app, request, {
      service: catalog,
      route: catalogRoutes.updateCategory,
      input: { params, body },
      before: catalogRoutes.getCategory,
      // Products answer their category's names and listed specifications: changing them makes product reads stale.
      invalidates: (category, before) =>
        changesProducts(before, category) ? ['categories', 'products'] : ['categories'],
      audit: auditUpdate('category', (category, before) =>
        isRenamed(before, category)
          ? auditSummary('categoryRenamed', { from: before.name, to: category.name })
          : auditSummary('categoryUpdated', { name: category.name }),
      ),
    });
  serveApiRoute(app, publicApi.updateCategory, update);
  serveApiRoute(app, publicApi.replaceCategory, update);

  serveApiRoute(app, publicApi.deleteCategory, async ({ params, request }) => {
    await staffWrite(app, request, {
      service: catalog,
      route: catalogRoutes.deleteCategory,
      input: { params },
      invalidates: ['categories'],
      audit: auditDelete('category', (removed) => auditSummary('categoryDeleted', { name: removed.name })),
    });
  });
}
