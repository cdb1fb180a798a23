import { createHash } from 'node:crypto';

const FALLBACK_DOMAIN = 'hitikamina.mk';

/** The domain of the sender address (`Name <user@domain>` or `user@domain`). */
export function senderDomain(mailFrom: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom.trim());
  return match?.[1] ?? FALLBACK_DOMAIN;
}

export function contactMessageId(storedMessageId: string, domain: string): string {
  return `<contact.${storedMessageId}@${domain}>`;
}

/** One id per confirmation mail: a fresh link (new token) makes a new mail. */
export function newsletterMessageId(subscriberId: string, confirmUrl: string, domain: string): string {
  const linkHash = createHash('sha256').update(confirmUrl).digest('hex').slice(0, 16);
  return `<newsletter.${subscriberId}.${linkHash}@${domain}>`;
}
