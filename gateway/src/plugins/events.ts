import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { consumeEvents, createRedis } from '@hiti/service-kit';
import type { CacheNamespace } from './cache';

/** Domain events from the services drop the cached reads they make stale. */
async function eventsPlugin(
  app: FastifyInstance,
  options: { redisUrl: string; prefix: string },
): Promise<void> {
  const connection = createRedis(options.redisUrl, { forWorkers: true });
  const drop =
    (...namespaces: CacheNamespace[]) =>
    async () =>
      app.cache.invalidate(...namespaces);
  const worker = consumeEvents(
    'gateway',
    {
      'product.created': drop('products'),
      'product.updated': drop('products'),
      'product.deleted': drop('products'),
      'category.created': drop('categories'),
      'category.updated': drop('categories'),
      'category.renamed': drop('categories', 'products'),
      'category.deleted': drop('categories'),
      'content.updated': drop('site-content'),
      'file.uploaded': async () => undefined,
    },
    { connection, prefix: options.prefix, logger: app.log },
  );
  app.addHook('onClose', async () => {
    await worker.close();
    connection.disconnect();
  });
}

export const events = fp(eventsPlugin, { name: 'gateway-events', dependencies: ['gateway-cache'] });
