import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerNotFound } from '@hiti/service-kit';

const API_PREFIXES = ['/api/', '/health/', '/attached_assets/'];

/** Serves the built web app; any other page path gets index.html so the client router can answer it. */
async function webPlugin(app: FastifyInstance, options: { root: string | undefined }): Promise<void> {
  const root = options.root;
  if (!root || !existsSync(join(root, 'index.html'))) {
    app.log.warn({ root }, 'no built web app found; serving the API only (run npm run build -w @hiti/web)');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    // Files are looked up per request, so a rebuilt web app is served without a restart.
    wildcard: true,
    index: false,
    setHeaders: (reply, path) => {
      if (path.startsWith(join(root, 'assets'))) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  app.get('/', (request, reply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false }),
  );
}

export const web = fp(webPlugin, { name: 'gateway-web' });

/** Unknown GET page paths load the app (which shows its own 404 page); everything else is a JSON 404. */
export async function spaNotFound(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const isPage =
    request.method === 'GET' &&
    !API_PREFIXES.some((prefix) => request.url.startsWith(prefix)) &&
    String(request.headers.accept ?? '').includes('text/html');
  if (isPage && request.server.hasReplyDecorator('sendFile')) {
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  }
  return answerNotFound(request, reply);
}
