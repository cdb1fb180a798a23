import { describe, expect, it } from 'vitest';
import {
  contactMailJobSchema,
  EVENT_NAMES,
  EVENT_SUBSCRIPTIONS,
  eventEnvelopeSchema,
  eventQueueName,
  eventSchemas,
  consumersOf,
  MAIL_JOB_NAMES,
  MAIL_QUEUE,
  mailJobSchemas,
  newsletterConfirmJobSchema,
  parseEventPayload,
} from '../src';
import type { DomainEvent } from '../src';

describe('domain events', () => {
  it('has a payload schema for every event name', () => {
    expect(Object.keys(eventSchemas).sort()).toEqual([...EVENT_NAMES].sort());
    for (const name of EVENT_NAMES) expect(name).toMatch(/^[a-z]+\.[a-z]+$/);
  });

  it('validates the payloads', () => {
    expect(parseEventPayload('product.deleted', { id: 3 })).toEqual({ id: 3 });
    expect(parseEventPayload('category.renamed', { id: 1, name: 'B', previousName: 'A' })).toEqual({
      id: 1,
      name: 'B',
      previousName: 'A',
    });
    expect(() => parseEventPayload('category.renamed', { id: 1, name: 'B' })).toThrow();
    expect(() => parseEventPayload('content.updated', { id: 1, key: 'main_logo', type: 'banner' })).toThrow();
  });

  it('parses an envelope by its name', () => {
    const event: DomainEvent = { name: 'category.created', payload: { id: 2, name: 'Aksesor' } };
    const parsed = eventEnvelopeSchema.parse({ ...event, id: 'e1', occurredAt: '2025-01-01T00:00:00.000Z' });
    expect(parsed.name).toBe('category.created');
    expect(
      eventEnvelopeSchema.safeParse({
        name: 'product.sold',
        payload: {},
        id: 'e2',
        occurredAt: parsed.occurredAt,
      }).success,
    ).toBe(false);
  });

  it('the gateway receives every event that changes a public read, identity the imports and the retention passes, media only product.deleted, notify only content.updated', () => {
    expect([...EVENT_SUBSCRIPTIONS.gateway]).toEqual(
      EVENT_NAMES.filter((name) => name !== 'enquiries.expired'),
    );
    expect([...EVENT_SUBSCRIPTIONS.identity]).toEqual(['products.imported', 'enquiries.expired']);
    expect(consumersOf('enquiries.expired')).toEqual(['identity']);
    expect(consumersOf('products.imported').sort()).toEqual(['gateway', 'identity']);
    expect([...EVENT_SUBSCRIPTIONS.media]).toEqual(['product.deleted']);
    expect([...EVENT_SUBSCRIPTIONS.notify]).toEqual(['content.updated']);
    expect(consumersOf('product.deleted').sort()).toEqual(['gateway', 'media']);
    expect(consumersOf('content.updated').sort()).toEqual(['gateway', 'notify']);
  });

  it('names a queue per consumer', () => {
    expect(eventQueueName('gateway')).toBe('events.gateway');
    expect(eventQueueName('media')).toBe('events.media');
    expect(eventQueueName('notify')).toBe('events.notify');
  });
});

describe('mail jobs', () => {
  it('runs on the mail queue with one schema per job name', () => {
    expect(MAIL_QUEUE).toBe('mail');
    expect([...MAIL_JOB_NAMES]).toEqual(['contact.message', 'newsletter.confirm', 'enquiry.reply']);
    expect(Object.keys(mailJobSchemas).sort()).toEqual([...MAIL_JOB_NAMES].sort());
  });

  it('validates the job data', () => {
    const contact = {
      messageId: 'm1',
      to: 'info@example.mk',
      replyTo: 'ana@example.mk',
      name: 'Ana',
      email: 'ana@example.mk',
      phone: '070123456',
      subject: 'Kamin',
      message: 'Would like an offer.',
      language: 'mk',
    };
    expect(contactMailJobSchema.safeParse(contact).success).toBe(true);
    expect(contactMailJobSchema.safeParse({ ...contact, language: 'en' }).success).toBe(false);
    const confirm = {
      subscriberId: 's1',
      email: 'ana@example.mk',
      language: 'al',
      confirmUrl: 'http://localhost:8080/api/newsletter/confirm?token=a',
      unsubscribeUrl: 'http://localhost:8080/api/newsletter/unsubscribe?token=a',
    };
    expect(newsletterConfirmJobSchema.safeParse(confirm).success).toBe(true);
    expect(newsletterConfirmJobSchema.safeParse({ ...confirm, confirmUrl: 'confirm' }).success).toBe(false);
  });
});
