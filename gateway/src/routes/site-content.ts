import type { FastifyInstance } from 'fastify';
import { CONTENT_SAVE_MAX_BYTES, auditSummary, contentRoutes, publicApi } from '@hiti/contracts';
import { serveApiRoute } from '../api-route';
import { contentSaveAuditRecord } from '../services/content-save-audit';
import { PublicReads } from '../services/public-reads';
import { auditCreate, auditUpdate, staffWrite } from '../services/staff-write';

/**
 * Every site text, image and legal page: public reads (cached, private items left out), the editors' read
 * and writes for super admins only.
 */
export async function siteContentRoutes(app: FastifyInstance): Promise<void> {
  const reads = new PublicReads(app);

  serveApiRoute(app, publicApi.listSiteContent, async ({ query, request, reply }) => {
    const body = await reads.siteContent(query.type, query.lang, request.id);
    return reply.header('cache-control', publicApi.listSiteContent.cache).type('application/json').send(body);
  });

  serveApiRoute(app, publicApi.listEditableSiteContent, async ({ query, request }) =>
    app.services.content.request(contentRoutes.listEditableSiteContent, {
      query: { type: query.type },
      caller: request.admin,
      requestId: request.id,
    }),
  );

  serveApiRoute(app, publicApi.createSiteContent, async ({ body, request }) =>
    staffWrite(app, request, {
      service: app.services.content,
      route: contentRoutes.createSiteContent,
      input: { body },
      invalidates: ['site-content'],
      audit: auditCreate('site_content', (created) =>
        auditSummary('siteContentCreated', { key: created.key }),
      ),
    }),
  );

  serveApiRoute(app, publicApi.updateSiteContent, async ({ params, body, request }) =>
    staffWrite(app, request, {
      service: app.services.content,
      route: contentRoutes.updateSiteContent,
      input: { params, body },
      before: contentRoutes.getSiteContent,
      invalidates: ['site-content'],
      audit: auditUpdate('site_content', (item) => auditSummary('siteContentUpdated', { key: item.key })),
    }),
  );
  serveApiRoute(
    app,
    publicApi.saveSiteContent,
    async ({ body, request }) =>
      staffWrite(app, request, {
        service: app.services.content,
        route: contentRoutes.saveSiteContent,
        input: { body },
        invalidates: (saved) => (saved.changed.length > 0 ? ['site-content'] : []),
        audit: contentSaveAuditRecord,
      }),
    { bodyLimit: CONTENT_SAVE_MAX_BYTES },
  );
}
