import type { FastifyInstance } from 'fastify';
import {
  localizeContentItem,
  siteContentCreateSchema,
  siteContentIdParamsSchema,
  siteContentKeyParamsSchema,
  siteContentQuerySchema,
  siteContentUpdateSchema,
} from '@hiti/contracts';
import { parseInput } from '@hiti/service-kit';
import type { ContentStore } from '../content-store';
import { assertContentEditor } from '../domain/permissions';

/** Internal site content routes: reads for everyone the gateway serves, writes for super admins. */
export async function siteContentRoutes(
  app: FastifyInstance,
  options: { store: ContentStore },
): Promise<void> {
  const { store } = options;

  app.get('/internal/site-content', async (request) => {
    const query = parseInput(siteContentQuerySchema, request.query);
    const items = await store.list(query.type);
    const { lang } = query;
    return lang ? items.map((item) => localizeContentItem(item, lang)) : items;
  });

  app.get('/internal/site-content/by-key/:key', async (request) => {
    const { key } = parseInput(siteContentKeyParamsSchema, request.params);
    return store.getByKey(key);
  });

  app.get('/internal/site-content/:id', async (request) => {
    const { id } = parseInput(siteContentIdParamsSchema, request.params);
    return store.getById(id);
  });

  app.post('/internal/site-content', async (request, reply) => {
    assertContentEditor(request.caller);
    const body = parseInput(siteContentCreateSchema, request.body);
    return reply.status(201).send(await store.create(body));
  });

  app.patch('/internal/site-content/:id', async (request) => {
    assertContentEditor(request.caller);
    const { id } = parseInput(siteContentIdParamsSchema, request.params);
    const body = parseInput(siteContentUpdateSchema, request.body);
    return store.update(id, body);
  });
}
