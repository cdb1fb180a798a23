import type { FastifyInstance } from 'fastify';
import { catalogRoutes, localizeCategory } from '@hiti/contracts';
import { serveRoute } from '@hiti/service-kit';
import type { Categories } from '../services/categories.service';

/** The category routes of `catalogRoutes`. */
export async function categoryRoutes(
  app: FastifyInstance,
  options: { categories: Categories },
): Promise<void> {
  const { categories } = options;

  serveRoute(app, catalogRoutes.listCategories, async ({ query }) => {
    const list = await categories.list();
    const { lang } = query;
    return lang ? list.map((category) => localizeCategory(category, lang)) : list;
  });

  serveRoute(app, catalogRoutes.getCategory, async ({ params }) => categories.get(params.id));

  serveRoute(app, catalogRoutes.createCategory, async ({ body }) => categories.create(body));

  serveRoute(app, catalogRoutes.updateCategory, async ({ params, body }) =>
    categories.update(params.id, body),
  );

  serveRoute(app, catalogRoutes.deleteCategory, async ({ params }) => categories.delete(params.id));
}
