import type { FastifyBaseLogger } from 'fastify';
import type { EventPayload } from '@hiti/contracts';
import { EventPublisher, createRedis } from '@hiti/service-kit';

type ProductEventName = 'product.created' | 'product.updated' | 'product.deleted';
type CategoryEventName = 'category.created' | 'category.updated' | 'category.deleted';

/** What the catalog tells others after each write: `product.*` and `category.*` events. */
export interface CatalogEvents {
  product(name: ProductEventName, payload: EventPayload<'product.created'>): Promise<void>;
  category(name: CategoryEventName, payload: EventPayload<'category.created'>): Promise<void>;
  categoryRenamed(payload: EventPayload<'category.renamed'>): Promise<void>;
  close(): Promise<void>;
}

export function createCatalogEvents(options: {
  redisUrl: string;
  prefix: string;
  logger: FastifyBaseLogger;
}): CatalogEvents {
  const connection = createRedis(options.redisUrl);
  connection.on('error', (error: Error) => options.logger.warn({ err: error }, 'event redis error'));
  const publisher = new EventPublisher({ connection, prefix: options.prefix });
  const safely = async (name: string, payload: object, publish: () => Promise<void>) => {
    try {
      await publish();
    } catch (error) {
      // The write is stored; the gateway that made it drops its cache itself, others on expiry.
      options.logger.error({ err: error, event: name, payload }, 'catalog event could not be published');
    }
  };
  return {
    product: (name, payload) => safely(name, payload, () => publisher.publish(name, payload)),
    category: (name, payload) => safely(name, payload, () => publisher.publish(name, payload)),
    categoryRenamed: (payload) =>
      safely('category.renamed', payload, () => publisher.publish('category.renamed', payload)),
    async close() {
      await publisher.close();
      connection.disconnect();
    },
  };
}
