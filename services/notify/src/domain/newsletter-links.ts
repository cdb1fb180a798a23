import type { Language, NewsletterLinkOutcome } from '@hiti/contracts';

function base(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

/**
 * The links of a confirmation mail; they lead to the gateway's newsletter routes, in the mail's language
 * (the site's answer when it cannot look the token up).
 */
export function newsletterLinks(
  publicUrl: string,
  tokens: { confirm: string; unsubscribe: string },
  language: Language,
): { confirmUrl: string; unsubscribeUrl: string } {
  const link = (path: string, token: string) =>
    `${base(publicUrl)}/api/newsletter/${path}?${new URLSearchParams({ token, lang: language }).toString()}`;
  return {
    confirmUrl: link('confirm', tokens.confirm),
    unsubscribeUrl: link('unsubscribe', tokens.unsubscribe),
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
