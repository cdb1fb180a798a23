import type { FastifyInstance } from 'fastify';
import {
  siteContentCreateSchema,
  siteContentIdParamsSchema,
  contentRoutes,
  siteContentQuerySchema,
  siteContentUpdateSchema,
  SUPER_ADMIN_ROLES,
} from '@hiti/contracts';
import { parseInput } from '@hiti/service-kit';
import { PublicReads } from '../domain/public-reads';

/** Every site text, image and legal page: public reads (cached), writes for super admins only. */
export async function siteContentRoutes(app: FastifyInstance): Promise<void> {
  // Other admins are signed in but get the SPEC's "contact an administrator" answer, not a bare 403.
  const contentEditors = {
    config: { roles: SUPER_ADMIN_ROLES, forbidden: 'CONTENT_FORBIDDEN' as const },
  };

  const reads = new PublicReads(app);

  app.get('/site-content', { config: { roles: 'public' } }, async (request, reply) => {
    const { type, lang } = parseInput(siteContentQuerySchema, request.query);
    const body = await reads.siteContent(type, lang, request.id);
    return reply.header('cache-control', 'no-cache').type('application/json').send(body);
  });

  app.post('/site-content', contentEditors, async (request, reply) => {
    const body = parseInput(siteContentCreateSchema, request.body);
    const item = await app.services.content.request(contentRoutes.createSiteContent, {
      body,
      caller: request.admin,
      requestId: request.id,
    });
    await app.cache.invalidate('site-content');
    await app.audit(request, {
      action: 'create',
      entity: 'site_content',
      entityId: item.id,
      summary: `Created the site content "${item.key}"`,
      before: null,
      after: item,
    });
    return reply.status(201).send(item);
  });

  app.patch('/site-content/:id', contentEditors, async (request) => {
    const { id } = parseInput(siteContentIdParamsSchema, request.params);
    const body = parseInput(siteContentUpdateSchema, request.body);
    const options = { caller: request.admin, requestId: request.id, params: { id } };
    const before = await app.services.content.request(contentRoutes.getSiteContent, options);
    const item = await app.services.content.request(contentRoutes.updateSiteContent, { ...options, body });
    await app.cache.invalidate('site-content');
    await app.audit(request, {
      action: 'update',
      entity: 'site_content',
      entityId: item.id,
      summary: `Updated the site content "${item.key}"`,
      before,
      after: item,
    });
    return item;
  });
}
