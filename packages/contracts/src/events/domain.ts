import { z } from 'zod';
import { contentTypeSchema } from '../public/site-content';
import { isoDateTimeSchema } from '../common/dates';
import { callerSchema } from '../internal/headers';

export const EVENT_NAMES = [
  'product.created',
  'product.updated',
  'product.deleted',
  'products.imported',
  'category.created',
  'category.updated',
  'category.renamed',
  'category.deleted',
  'brand.created',
  'brand.updated',
  'brand.deleted',
  'content.updated',
  'store.updated',
  'store.deleted',
  'enquiries.expired',
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

const id = z.number().int().positive();

export const productEventSchema = z.object({
  id,
  name: z.string().optional(),
  category: z.string().optional(),
});
/**
 * An import's rows became visible, all at once (no event per row): its counts, and who sent the file (the
 * actor of its audit entry; null for an import queued before imports named one).
 */
export const productsImportedEventSchema = z.object({
  importId: z.string().min(1),
  rows: z.number().int().min(0).default(0),
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
  unchanged: z.number().int().min(0).default(0),
  actor: callerSchema.nullable().default(null),
});
export const categoryEventSchema = z.object({ id, name: z.string() });
/** A brand was added, changed (a rename also changes the products that carry its name) or removed. */
export const brandEventSchema = z.object({ id, name: z.string() });
export const categoryRenamedEventSchema = z.object({ id, name: z.string(), previousName: z.string() });
export const contentUpdatedEventSchema = z.object({ id, key: z.string(), type: contentTypeSchema });
/** A store was added or changed (`store.updated`), or removed (`store.deleted`). */
export const storeEventSchema = z.object({ id });

/**
 * The retention job erased enquiries closed before `closedBefore` (their count only: never what they said or
 * who sent them).
 */
export const enquiriesExpiredEventSchema = z.object({
  erased: z.number().int().positive(),
  closedBefore: isoDateTimeSchema,
});

/** The payload schema of every event name. */
export const eventSchemas = {
  'product.created': productEventSchema,
  'product.updated': productEventSchema,
  'product.deleted': productEventSchema,
  'products.imported': productsImportedEventSchema,
  'category.created': categoryEventSchema,
  'category.updated': categoryEventSchema,
  'category.renamed': categoryRenamedEventSchema,
  'category.deleted': categoryEventSchema,
  'brand.created': brandEventSchema,
  'brand.updated': brandEventSchema,
  'brand.deleted': brandEventSchema,
  'content.updated': contentUpdatedEventSchema,
  'store.updated': storeEventSchema,
  'store.deleted': storeEventSchema,
  'enquiries.expired': enquiriesExpiredEventSchema,
} as const satisfies Record<EventName, z.ZodType>;

export type EventPayload<N extends EventName> = z.infer<(typeof eventSchemas)[N]>;

/** A domain event: its name and the payload that name carries. */
export type DomainEvent = { [N in EventName]: { name: N; payload: EventPayload<N> } }[EventName];

/** A domain event as carried on a queue: with an id (consumers dedupe by it) and when it happened. */
export type EventEnvelope = DomainEvent & { id: string; occurredAt: string };

const envelopeOf = <N extends EventName>(name: N) =>
  z.object({
    id: z.string().min(1),
    occurredAt: isoDateTimeSchema,
    name: z.literal(name),
    payload: eventSchemas[name],
  });

export const eventEnvelopeSchema = z.discriminatedUnion('name', [
  envelopeOf('product.created'),
  envelopeOf('product.updated'),
  envelopeOf('product.deleted'),
  envelopeOf('products.imported'),
  envelopeOf('category.created'),
  envelopeOf('category.updated'),
  envelopeOf('category.renamed'),
  envelopeOf('category.deleted'),
  envelopeOf('brand.created'),
  envelopeOf('brand.updated'),
  envelopeOf('brand.deleted'),
  envelopeOf('content.updated'),
  envelopeOf('store.updated'),
  envelopeOf('store.deleted'),
  envelopeOf('enquiries.expired'),
]);

/** Parses the payload of a named event. */
export function parseEventPayload<N extends EventName>(name: N, payload: unknown): EventPayload<N> {
  return eventSchemas[name].parse(payload) as EventPayload<N>;
}

export function isEventName(name: string): name is EventName {
  return (EVENT_NAMES as readonly string[]).includes(name);
}
