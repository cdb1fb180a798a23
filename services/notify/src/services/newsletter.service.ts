import type {
  Language,
  NewsletterAccepted,
  NewsletterBody,
  NewsletterLinkOutcome,
  NewsletterLinkResult,
} from '@hiti/contracts';
import { isDuplicateKey } from '@hiti/service-kit';
import { newsletterJobId } from '../domain/job-ids';
import { newsletterSubject } from '../domain/newsletter-mail';
import { newsletterLanding, newsletterLinks } from '../domain/newsletter-links';
import { emailKey, subscriptionStep } from '../domain/subscription';
import { hashToken, newToken } from '../domain/tokens';
import type { MailDispatcher } from '../mail/dispatcher';
import type { NewsletterSubscriberDoc, NewsletterSubscriberModel } from '../models/newsletter-subscriber';

export interface NewsletterDeps {
  subscribers: NewsletterSubscriberModel;
  mail: MailDispatcher;
  publicUrl: string;
}

const PENDING: NewsletterAccepted = { status: 'pending' };

function freshTokens() {
  const confirm = newToken();
  const unsubscribe = newToken();
  return {
    tokens: { confirm, unsubscribe },
    hashes: { confirmTokenHash: hashToken(confirm), unsubscribeTokenHash: hashToken(unsubscribe) },
  };
}

async function queueConfirmation(
  deps: NewsletterDeps,
  subscriber: NewsletterSubscriberDoc,
  tokens: { confirm: string; unsubscribe: string },
): Promise<void> {
  const subscriberId = subscriber._id.toHexString();
  await deps.mail.submit({
    name: 'newsletter.confirm',
    data: {
      subscriberId,
      email: subscriber.email,
      language: subscriber.language,
      ...newsletterLinks(deps.publicUrl, tokens, subscriber.language),
    },
    jobId: newsletterJobId(subscriberId, subscriber.confirmMails),
    to: subscriber.email,
    subject: newsletterSubject(subscriber.language),
  });
}

function result(
  deps: NewsletterDeps,
  outcome: NewsletterLinkOutcome,
  language: Language | null,
): NewsletterLinkResult {
  return { outcome, redirectTo: newsletterLanding(deps.publicUrl, outcome, language) };
}

/** The newsletter's sign-ups and the links of its confirmation mail. */
export class NewsletterService {
  constructor(private readonly deps: NewsletterDeps) {}

  /**
   * One subscription per address (any letter case), confirmed by a link in a mail (double opt-in).
   * Every sign-up gets the same answer, so no one learns from it whether an address is subscribed;
   * a confirmed address gets no other mail.
   */
  async subscribe(body: NewsletterBody): Promise<NewsletterAccepted> {
    const { deps } = this;
    if (body.website) return PENDING;
    const key = emailKey(body.email);
    const now = new Date();
    const existing = await deps.subscribers.findOne({ emailKey: key }).lean<NewsletterSubscriberDoc>();
    const step = subscriptionStep(existing, now);
    if (step === 'confirmed' || step === 'wait') return PENDING;

    const { tokens, hashes } = freshTokens();
    let subscriber: NewsletterSubscriberDoc | null;
    if (step === 'subscribe' || !existing) {
      try {
        const created = await deps.subscribers.create({
          email: body.email,
          emailKey: key,
          language: body.language,
          status: 'pending',
          ...hashes,
          confirmMails: 1,
          confirmMailAt: now,
          createdAt: now,
          updatedAt: now,
        });
        subscriber = created.toObject();
      } catch (error) {
        // The same address signed up at the same moment; that sign-up sends the mail.
        if (isDuplicateKey(error)) return PENDING;
        throw error;
      }
    } else {
      subscriber = await deps.subscribers
        .findOneAndUpdate(
          { _id: existing._id, status: existing.status, confirmMails: existing.confirmMails },
          {
            $set: {
              email: body.email,
              language: body.language,
              status: 'pending',
              ...hashes,
              confirmMailAt: now,
              confirmedAt: null,
              updatedAt: now,
            },
            $inc: { confirmMails: 1 },
          },
          { returnDocument: 'after' },
        )
        .lean<NewsletterSubscriberDoc>();
      if (!subscriber) return PENDING;
    }
    await queueConfirmation(deps, subscriber, tokens);
    return PENDING;
  }

  /** Follows a confirm link; following it again still says confirmed. */
  async confirm(token: string): Promise<NewsletterLinkResult> {
    const { deps } = this;
    const now = new Date();
    const confirmTokenHash = hashToken(token);
    const confirmed = await deps.subscribers
      .findOneAndUpdate(
        { confirmTokenHash, status: 'pending' },
        { $set: { status: 'confirmed', confirmedAt: now, updatedAt: now } },
        { returnDocument: 'after' },
      )
      .lean<NewsletterSubscriberDoc>();
    if (confirmed) return result(deps, 'confirmed', confirmed.language);
    const existing = await deps.subscribers.findOne({ confirmTokenHash }).lean<NewsletterSubscriberDoc>();
    if (existing?.status === 'confirmed') return result(deps, 'confirmed', existing.language);
    return result(deps, 'invalid', null);
  }

  /** Follows an unsubscribe link: the address gets no more mail, and its confirm link stops working. */
  async unsubscribe(token: string): Promise<NewsletterLinkResult> {
    const { deps } = this;
    const unsubscribeTokenHash = hashToken(token);
    const existing = await deps.subscribers.findOne({ unsubscribeTokenHash }).lean<NewsletterSubscriberDoc>();
    if (!existing) return result(deps, 'invalid', null);
    if (existing.status !== 'unsubscribed') {
      const now = new Date();
      await deps.subscribers.updateOne(
        { _id: existing._id },
        { $set: { status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null, updatedAt: now } },
      );
    }
    return result(deps, 'unsubscribed', existing.language);
  }
}
