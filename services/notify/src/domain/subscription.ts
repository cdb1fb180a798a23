import type { NewsletterStatus } from '@hiti/contracts';

/** A confirmation mail is sent again for a still-pending address at most this often. */
export const CONFIRM_RESEND_AFTER_MS = 10 * 60_000;

export interface SubscriptionState {
  status: NewsletterStatus;
  confirmMailAt: Date | null;
}

/**
 * What a sign-up for an address does:
 * `subscribe` a new address, `resubscribe` one that left, `resend` the confirmation of a pending
 * one whose last mail is old, `wait` when it is recent, `confirmed` when nothing is left to do.
 */
export type SubscriptionStep = 'subscribe' | 'resubscribe' | 'resend' | 'wait' | 'confirmed';

export function subscriptionStep(existing: SubscriptionState | null, now: Date): SubscriptionStep {
  if (!existing) return 'subscribe';
  if (existing.status === 'confirmed') return 'confirmed';
  if (existing.status === 'unsubscribed') return 'resubscribe';
  const last = existing.confirmMailAt?.getTime() ?? 0;
  return now.getTime() - last >= CONFIRM_RESEND_AFTER_MS ? 'resend' : 'wait';
}

/** Addresses are one subscription regardless of letter case. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
