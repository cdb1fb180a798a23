import type { Language, NewsletterLinkOutcome } from '@hiti/contracts';

function base(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

/** The links of a confirmation mail; they lead to the gateway's newsletter routes. */
export function newsletterLinks(
  publicUrl: string,
  tokens: { confirm: string; unsubscribe: string },
): { confirmUrl: string; unsubscribeUrl: string } {
  return {
    confirmUrl: `${base(publicUrl)}/api/newsletter/confirm?token=${encodeURIComponent(tokens.confirm)}`,
    unsubscribeUrl: `${base(publicUrl)}/api/newsletter/unsubscribe?token=${encodeURIComponent(tokens.unsubscribe)}`,
  };
}

/** The storefront page a followed link lands on; the page shows the outcome in the language. */
export function newsletterLanding(
  publicUrl: string,
  outcome: NewsletterLinkOutcome,
  language: Language | null,
): string {
  const query = new URLSearchParams({ newsletter: outcome });
  if (language) query.set('lang', language);
  return `${base(publicUrl)}/?${query.toString()}`;
}
