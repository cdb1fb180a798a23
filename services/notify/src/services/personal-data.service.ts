import type { PersonErased } from '@hiti/contracts';
import { literally } from '../domain/regex';
import type { ContactMessageModel } from '../models/contact-message';
import type { MailOutboxModel } from '../models/mail-outbox';
import type { NewsletterSubscriberModel } from '../models/newsletter-subscriber';

/** How many enquiries one pass of the retention job erases (a later pass takes the rest). */
const BATCH = 500;

/** The same address whatever its letter case. */
const sameAddress = (email: string) => ({ $regex: `^${literally(email.trim())}$`, $options: 'i' });

/**
 * Erasing personal data: one person's on request, and closed enquiries once their retention time is over.
 * An enquiry goes with its mails (the showroom's copy and the replies), which hold the same data.
 */
export class PersonalData {
  constructor(
    private readonly messages: ContactMessageModel,
    private readonly subscribers: NewsletterSubscriberModel,
    private readonly outbox: MailOutboxModel,
  ) {}

  /** Every enquiry and newsletter entry of an address, and every mail to it. */
  async eraseAddress(email: string): Promise<PersonErased> {
    const enquiries = await this.eraseEnquiries({ email: sameAddress(email) });
    const newsletter = await this.subscribers.deleteMany({ emailKey: email.trim().toLowerCase() });
    await this.outbox.deleteMany({ to: sameAddress(email) });
    return { enquiries, newsletter: newsletter.deletedCount };
  }

  /** Closed enquiries closed before `closedBefore`; answers how many went. */
  async eraseClosedBefore(closedBefore: Date): Promise<number> {
    let erased = 0;
    for (;;) {
      const batch = await this.eraseEnquiries({ status: 'closed', closedAt: { $lt: closedBefore } }, BATCH);
      erased += batch;
      if (batch < BATCH) return erased;
    }
  }

  private async eraseEnquiries(filter: Record<string, unknown>, limit = 0): Promise<number> {
    const ids = (await this.messages.find(filter, { _id: 1 }).limit(limit).lean()).map((doc) =>
      doc._id.toHexString(),
    );
    if (ids.length === 0) return 0;
    await this.outbox.deleteMany({
      jobId: { $regex: `^(contact\\.message|enquiry\\.reply)-(${ids.join('|')})(-|$)` },
    });
    const deleted = await this.messages.deleteMany({ _id: { $in: ids } });
    return deleted.deletedCount;
  }
}
