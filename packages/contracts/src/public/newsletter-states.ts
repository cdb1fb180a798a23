export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** Where a confirm or unsubscribe link lands: the storefront shows the matching message. */
export const NEWSLETTER_LINK_OUTCOMES = ['confirmed', 'unsubscribed', 'invalid'] as const;
export type NewsletterLinkOutcome = (typeof NEWSLETTER_LINK_OUTCOMES)[number];
