import { Queue, Worker, type ConnectionOptions, type Job } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import {
  EVENT_SUBSCRIPTIONS,
  consumersOf,
  eventQueueName,
  eventSchemas,
  jobTraceOf,
  type DomainEvent,
  type EventConsumer,
  type EventName,
} from '@hiti/contracts';

export interface EventBusOptions {
  connection: ConnectionOptions;
  /** Key prefix of the queues, so tests and deployments never share them. */
  prefix: string;
}

export type EventPayloadOf<Name extends EventName> = Extract<DomainEvent, { name: Name }>['payload'];

/** Publishes domain events to the queue of every consumer that subscribes to them. */
export class EventPublisher {
  private readonly queues = new Map<EventConsumer, Queue>();

  constructor(private readonly options: EventBusOptions) {}

  private queue(consumer: EventConsumer): Queue {
    let queue = this.queues.get(consumer);
    if (!queue) {
      queue = new Queue(eventQueueName(consumer), {
        connection: this.options.connection,
        prefix: this.options.prefix,
        defaultJobOptions: {
          attempts: 10,
          backoff: { type: 'exponential', delay: 500 },
          removeOnComplete: 1000,
          removeOnFail: 5000,
        },
      });
      // Connection trouble is reported by the connection's own error listener, and publish() rejects.
      queue.on('error', () => undefined);
      this.queues.set(consumer, queue);
    }
    return queue;
  }

  /** `requestId`: the request that caused the event, carried beside the payload for the consumers' logs. */
  async publish<Name extends EventName>(
    name: Name,
    payload: EventPayloadOf<Name>,
    requestId?: string,
  ): Promise<void> {
    const parsed = eventSchemas[name].parse(payload);
    const data = requestId ? { ...parsed, requestId } : parsed;
    await Promise.all(consumersOf(name).map((consumer) => this.queue(consumer).add(name, data)));
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }
}

/** What a handler knows besides the payload: the request that caused the event, and a logger naming it. */
export interface EventContext {
  requestId?: string;
  log: FastifyBaseLogger;
}

export type EventHandlers = {
  [Name in EventName]?: (payload: EventPayloadOf<Name>, context: EventContext) => Promise<void>;
};

/**
 * Consumes the events a service subscribes to. Every subscribed event needs exactly one handler,
 * and handlers must be idempotent: an event can arrive twice.
 */
export function consumeEvents(
  consumer: EventConsumer,
  handlers: EventHandlers,
  options: EventBusOptions & { logger: FastifyBaseLogger },
): Worker {
  const subscribed = EVENT_SUBSCRIPTIONS[consumer] as readonly EventName[];
  const missing = subscribed.filter((name) => !handlers[name]);
  if (missing.length > 0) {
    throw new Error(`${consumer} subscribes to ${missing.join(', ')} without a handler`);
  }
  const worker = new Worker(
    eventQueueName(consumer),
    async (job: Job) => {
      const name = job.name as EventName;
      const handler = handlers[name] as
        ((payload: unknown, context: EventContext) => Promise<void>) | undefined;
      if (!handler) return;
      const { requestId } = jobTraceOf(job.data);
      const log = requestId ? options.logger.child({ requestId }) : options.logger;
      await handler(eventSchemas[name].parse(job.data), { requestId, log });
    },
    { connection: options.connection, prefix: options.prefix, concurrency: 4 },
  );
  worker.on('failed', (job, error) =>
    options.logger.warn(
      {
        event: job?.name,
        requestId: jobTraceOf(job?.data).requestId,
        attempts: job?.attemptsMade,
        err: error,
      },
      'event handler failed',
    ),
  );
  worker.on('error', (error) => options.logger.warn({ err: error }, 'event worker error'));
  return worker;
}
