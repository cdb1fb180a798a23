import { describe, expect, it } from 'vitest';
import { CONFIRM_RESEND_AFTER_MS, emailKey, subscriptionStep } from './subscription';

const now = new Date('2025-03-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('newsletter sign-up steps', () => {
  it('subscribes a new address', () => {
    expect(subscriptionStep(null, now)).toBe('subscribe');
  });

  it('does nothing more for a confirmed address', () => {
    expect(subscriptionStep({ status: 'confirmed', confirmMailAt: ago(1) }, now)).toBe('confirmed');
  });

  it('subscribes again an address that left', () => {
    expect(subscriptionStep({ status: 'unsubscribed', confirmMailAt: ago(1) }, now)).toBe('resubscribe');
  });

  it('sends a pending address its confirmation again only after a while', () => {
    expect(subscriptionStep({ status: 'pending', confirmMailAt: ago(1000) }, now)).toBe('wait');
    expect(subscriptionStep({ status: 'pending', confirmMailAt: ago(CONFIRM_RESEND_AFTER_MS) }, now)).toBe(
      'resend',
    );
    expect(subscriptionStep({ status: 'pending', confirmMailAt: null }, now)).toBe('resend');
  });

  it('treats addresses alike whatever their letter case', () => {
    expect(emailKey('  Ana.Petrova@Example.COM ')).toBe('ana.petrova@example.com');
  });
});
