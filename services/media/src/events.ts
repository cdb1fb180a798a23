import type { FastifyInstance } from 'fastify';
import { EventPublisher, consumeEvents, createRedis } from '@hiti/service-kit';

export interface MediaEventsOptions {
  redisUrl: string;
  prefix: string;
  /** What to do when a product is deleted: its files become inactive. */
  onProductDeleted: (productId: number) => Promise<void>;
}

/**
 * The event bus of the media service: a publisher for `file.uploaded` and a consumer of
 * `product.deleted`, both closed with the app.
 */
export function startMediaEvents(app: FastifyInstance, options: MediaEventsOptions): EventPublisher {
  const connection = createRedis(options.redisUrl, { forWorkers: true });
  connection.on('error', (error: Error) => app.log.warn({ err: error }, 'event connection error'));
  const publisher = new EventPublisher({ connection, prefix: options.prefix });
  const worker = consumeEvents(
    'media',
    { 'product.deleted': async ({ id }) => options.onProductDeleted(id) },
    { connection, prefix: options.prefix, logger: app.log },
  );
  app.addHook('onClose', async () => {
    await worker.close();
    await publisher.close();
    connection.disconnect();
  });
  return publisher;
}
