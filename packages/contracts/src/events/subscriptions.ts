import { EVENT_NAMES } from './domain';
import type { EventName } from './domain';

/** Which events each consuming process receives, on a queue of its own. */
export const EVENT_SUBSCRIPTIONS = {
  /** Every event that changes a public read: the gateway drops the cache entries it makes stale. */
  gateway: EVENT_NAMES.filter((name) => name !== 'enquiries.expired'),
  /** A deleted product's files become inactive. */
  media: ['product.deleted'],
  /** An import that completed, and a pass of the enquiries' retention job, are written to the audit log once. */
  identity: ['products.imported', 'enquiries.expired'],
  /** Staff changed where contact enquiries go: notify reads the address anew. */
  notify: ['content.updated'],
} as const satisfies Record<string, readonly EventName[]>;

export type EventConsumer = keyof typeof EVENT_SUBSCRIPTIONS;
export const EVENT_CONSUMERS = Object.keys(EVENT_SUBSCRIPTIONS) as EventConsumer[];

/** The queue a consumer reads its events from. */
export function eventQueueName<C extends EventConsumer>(consumer: C): `events.${C}` {
  return `events.${consumer}`;
}

/** The consumers that subscribe to an event (a publisher adds the event to each of their queues). */
export function consumersOf(name: EventName): EventConsumer[] {
  return EVENT_CONSUMERS.filter((consumer) =>
    (EVENT_SUBSCRIPTIONS[consumer] as readonly EventName[]).includes(name),
  );
}
