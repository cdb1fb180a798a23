import fp from 'fastify-plugin';
import { Queue, type Worker } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { eventQueueName, type EventConsumer, type EventName } from '@hiti/contracts';
import { EventPublisher, consumeEvents, type EventHandlers, type EventPayloadOf } from '../events';
import { counter } from '../metrics';
import { createRedis } from '../redis';
import { currentRequestId } from '../request-context';
import { withTimeout } from '../with-timeout';

declare module 'fastify' {
  interface FastifyInstance {
    /** Domain events: publish after a stored write; see `EventsPluginOptions` for consuming. */
    events: DomainEvents;
  }
}

export interface DomainEvents {
  /**
   * Hands the event to the queue of every consumer subscribed to it, with the id of the request being
   * handled (if any) for the consumers' logs. Never throws: the write it reports
   * is already stored, so a Redis outage is logged and consumers catch up through their caches' expiry.
   */
  publish<Name extends EventName>(name: Name, payload: EventPayloadOf<Name>): Promise<void>;
}

/** A write is never held longer than this by an unreachable Redis (BullMQ waits for a connection). */
const DEFAULT_PUBLISH_TIMEOUT_MS = 2000;
/** Shutdown waits this long for running handlers and open queues, then drops the connections. */
const CLOSE_TIMEOUT_MS = 5000;

export interface EventsPluginOptions {
  redisUrl: string;
  /** Key prefix of the queues, so tests and deployments never share them. */
  prefix: string;
  /** Consume the events this process subscribes to (contracts' EVENT_SUBSCRIPTIONS), one handler each. */
  consume?: { as: EventConsumer; handlers: EventHandlers };
  /** How long a publish may wait for Redis before it is logged as lost (default 2 s). */
  publishTimeoutMs?: number;
}

/**
 * The one way a process publishes and consumes domain events (the queues and workers underneath are not
 * exported); everything closes with the app.
 */
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

  const lagQueue =
    options.consume && consuming && worker ? watchConsumer(app, options.consume.as, consuming, worker) : null;

  const publishTimeoutMs = options.publishTimeoutMs ?? DEFAULT_PUBLISH_TIMEOUT_MS;
  app.decorate('events', {
    async publish(name, payload) {
      try {
        await withTimeout(
          publisher.publish(name, payload, currentRequestId()),
          publishTimeoutMs,
          'publishing to Redis',
        );
      } catch (error) {
        app.log.error({ err: error, event: name, payload }, 'event could not be published');
      }
    },
  } satisfies DomainEvents);

  app.addHook('onClose', async () => {
    // A handler still running gets time to finish; a frozen Redis must not hold the shutdown.
    const settle = (work: Promise<void> | undefined, what: string) =>
      work &&
      withTimeout(work, CLOSE_TIMEOUT_MS, what).catch((error: unknown) => {
        app.log.warn({ err: error }, 'events did not close cleanly');
      });
    await settle(worker?.close(), 'closing the event consumer');
    await settle(lagQueue?.close(), 'closing the consumer lag gauge');
    await settle(publisher.close(), 'closing the event queues');
    consuming?.disconnect();
    publishing.disconnect();
  });
}

/** Consumer lag (events waiting for this consumer) and what became of each handled event. */
function watchConsumer(
  app: FastifyInstance,
  consumer: EventConsumer,
  connection: Queue['opts']['connection'],
  worker: Worker,
): Queue {
  const queue = new Queue(eventQueueName(consumer), { connection, prefix: worker.opts.prefix });
  new Gauge({
    name: 'hiti_event_consumer_lag_jobs',
    help: 'Domain events waiting for this consumer (waiting, delayed for a retry, or being handled)',
    labelNames: ['consumer'],
    registers: [app.metrics],
    async collect() {
      try {
        const counts = await queue.getJobCounts('waiting', 'delayed', 'active', 'prioritized');
        this.set(
          { consumer },
          Object.values(counts).reduce((sum, count) => sum + count, 0),
        );
      } catch {
        this.reset(); // Redis unreachable: no figure rather than a wrong one
      }
    },
  });
  const handled = counter(app, 'hiti_events_handled_total', 'Domain events handled, by outcome', [
    'consumer',
    'outcome',
  ]);
  worker.on('completed', () => handled.inc({ consumer, outcome: 'done' }));
  worker.on('failed', () => handled.inc({ consumer, outcome: 'failed' }));
  return queue;
}

export const events = fp(eventsPlugin, { name: 'hiti-events', dependencies: ['hiti-metrics'] });
