import type { FastifyInstance } from 'fastify';
import {
  auditSummary,
  siteContentCreateSchema,
  siteContentEditorQuerySchema,
  siteContentIdParamsSchema,
  contentRoutes,
  siteContentQuerySchema,
  siteContentUpdateSchema,
  SUPER_ADMIN_ROLES,
} from '@hiti/contracts';
import { parseInput } from '@hiti/service-kit';
import { PublicReads } from '../domain/public-reads';
import { auditCreate, auditUpdate, staffWrite } from '../domain/staff-write';

/**
 * Every site text, image and legal page: public reads (cached, private items left out), the editors' read
 * and writes for super admins only.
 */
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

  app.get('/admin/site-content', contentEditors, async (request, reply) => {
    const { type } = parseInput(siteContentEditorQuerySchema, request.query);
    const items = await app.services.content.request(contentRoutes.listEditableSiteContent, {
      query: { type },
      caller: request.admin,
      requestId: request.id,
    });
    return reply.header('cache-control', 'no-store').send(items);
  });

  app.post('/site-content', contentEditors, async (request, reply) => {
    const body = parseInput(siteContentCreateSchema, request.body);
    const item = await staffWrite(app, request, {
      service: app.services.content,
      route: contentRoutes.createSiteContent,
      input: { body },
      invalidates: ['site-content'],
      audit: auditCreate('site_content', (created) =>
        auditSummary('siteContentCreated', { key: created.key }),
      ),
    });
    return reply.status(201).send(item);
  });

  app.patch('/site-content/:id', contentEditors, async (request) => {
    const params = parseInput(siteContentIdParamsSchema, request.params);
    const body = parseInput(siteContentUpdateSchema, request.body);
    return staffWrite(app, request, {
      service: app.services.content,
      route: contentRoutes.updateSiteContent,
      input: { params, body },
      before: contentRoutes.getSiteContent,
      invalidates: ['site-content'],
      audit: auditUpdate('site_content', (item) => auditSummary('siteContentUpdated', { key: item.key })),
    });
  });
}
