import type { FastifyBaseLogger } from 'fastify';
import type { BilingualSiteContentItem } from '@hiti/contracts';
import { EventPublisher, createRedis } from '@hiti/service-kit';

/** What the content service tells others: `content.updated` after every write. */
export interface ContentEvents {
  contentUpdated(item: BilingualSiteContentItem): Promise<void>;
  close(): Promise<void>;
}

export function createContentEvents(options: {
  redisUrl: string;
  prefix: string;
  logger: FastifyBaseLogger;
}): ContentEvents {
  const connection = createRedis(options.redisUrl);
  connection.on('error', (error: Error) => options.logger.warn({ err: error }, 'event redis error'));
  const publisher = new EventPublisher({ connection, prefix: options.prefix });
  return {
    async contentUpdated(item) {
      try {
        await publisher.publish('content.updated', { id: item.id, key: item.key, type: item.type });
      } catch (error) {
        // The write is stored; the gateway that made it refreshes its cache itself, others on expiry.
        options.logger.error({ err: error, key: item.key }, 'content.updated could not be published');
      }
    },
    async close() {
      await publisher.close();
      connection.disconnect();
    },
  };
}
