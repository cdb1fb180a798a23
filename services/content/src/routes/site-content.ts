import type { FastifyInstance } from 'fastify';
import { CONTENT_SAVE_MAX_BYTES, contentRoutes, localizeContentItem } from '@hiti/contracts';
import { serveRoute } from '@hiti/service-kit';
import type { ContentStore } from '../services/content.service';

/** The routes of `contentRoutes`. */
export async function siteContentRoutes(
  app: FastifyInstance,
  options: { store: ContentStore },
): Promise<void> {
  const { store } = options;

  serveRoute(app, contentRoutes.listSiteContent, async ({ query }) => {
    const items = await store.list(query.type);
    const { lang } = query;
    return lang ? items.map((item) => localizeContentItem(item, lang)) : items;
  });

  serveRoute(app, contentRoutes.listEditableSiteContent, async ({ query }) =>
    store.list(query.type, { includePrivate: true }),
  );

  serveRoute(app, contentRoutes.getSiteContentByKey, async ({ params }) => store.getByKey(params.key));

  serveRoute(app, contentRoutes.getSiteContent, async ({ params }) => store.getById(params.id));

  serveRoute(app, contentRoutes.createSiteContent, async ({ body }) => store.create(body));

  serveRoute(app, contentRoutes.updateSiteContent, async ({ params, body }) => store.update(params.id, body));

  serveRoute(app, contentRoutes.saveSiteContent, async ({ body }) => store.save(body.items), {
    bodyLimit: CONTENT_SAVE_MAX_BYTES,
  });
}
