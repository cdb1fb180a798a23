import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { EventConsumer, EventName } from '@hiti/contracts';
import { EventPublisher, consumeEvents, type EventHandlers, type EventPayloadOf } from '../events';
import { createRedis } from '../redis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Domain events: publish after a stored write; see `EventsPluginOptions` for consuming. */
    events: DomainEvents;
  }
}

export interface DomainEvents {
  /**
   * Hands the event to the queue of every consumer subscribed to it. Never throws: the write it reports
   * is already stored, so a Redis outage is logged and consumers catch up through their caches' expiry.
   */
  publish<Name extends EventName>(name: Name, payload: EventPayloadOf<Name>): Promise<void>;
}

export interface EventsPluginOptions {
  redisUrl: string;
  /** Key prefix of the queues, so tests and deployments never share them. */
  prefix: string;
  /** Consume the events this process subscribes to (contracts' EVENT_SUBSCRIPTIONS), one handler each. */
  consume?: { as: EventConsumer; handlers: EventHandlers };
}

/** The one way a process publishes and consumes domain events; everything closes with the app. */
async function eventsPlugin(app: FastifyInstance, options: EventsPluginOptions): Promise<void> {
  // Publishing fails fast while Redis is away; the consumer's connection waits for it (BullMQ's rule).
  const publishing = createRedis(options.redisUrl);
  publishing.on('error', (error: Error) => app.log.warn({ err: error }, 'event redis error'));
  const publisher = new EventPublisher({ connection: publishing, prefix: options.prefix });

  const consuming = options.consume ? createRedis(options.redisUrl, { forWorkers: true }) : null;
  consuming?.on('error', (error: Error) => app.log.warn({ err: error }, 'event consumer redis error'));
  const worker =
    options.consume && consuming
      ? consumeEvents(options.consume.as, options.consume.handlers, {
          connection: consuming,
          prefix: options.prefix,
          logger: app.log,
        })
      : null;

  app.decorate('events', {
    async publish(name, payload) {
      try {
        await publisher.publish(name, payload);
      } catch (error) {
        app.log.error({ err: error, event: name, payload }, 'event could not be published');
      }
    },
  } satisfies DomainEvents);

  app.addHook('onClose', async () => {
    await worker?.close();
    await publisher.close();
    consuming?.disconnect();
    publishing.disconnect();
  });
}

export const events = fp(eventsPlugin, { name: 'hiti-events' });
