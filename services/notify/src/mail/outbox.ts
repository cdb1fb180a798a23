import { Types } from 'mongoose';
import type { MailJobName, MailOutboxPage, MailOutboxQuery } from '@hiti/contracts';
import type { MailOutboxDoc, MailOutboxModel } from '../models/mail-outbox';
import { toOutboxEntry } from '../models/mail-outbox';
import { retryJobId } from '../domain/job-ids';

export interface NewOutboxEntry {
  jobName: MailJobName;
  jobId: string;
  /** The entry's id, when the caller chose it; else a new one. */
  id?: Types.ObjectId;
  payload: Record<string, unknown>;
  to: string;
  subject: string;
}

export type AttemptStart =
  { kind: 'send'; entry: MailOutboxDoc } | { kind: 'already-sent' } | { kind: 'unknown' };

/** Every mail and every attempt to send it, in `mail_outbox`. */
export class MailOutbox {
  constructor(private readonly model: MailOutboxModel) {}

  async record({ id, ...entry }: NewOutboxEntry): Promise<void> {
    const now = new Date();
    const document: MailOutboxDoc = {
      _id: id ?? new Types.ObjectId(),
      ...entry,
      status: 'queued',
      attempts: 0,
      retries: 0,
      lastError: null,
      messageId: null,
      sentAt: null,
      text: null,
      createdAt: now,
      updatedAt: now,
    };
    // The driver directly: every enquiry stores one, complete here, and mongoose's document layer adds nothing.
    await this.model.collection.insertOne(document);
  }

  /** Takes a mail that was never queued out of the outbox (its request failed). */
  async discard(jobId: string): Promise<void> {
    await this.model.deleteOne({ jobId, status: 'queued' });
  }

  /** Counts an attempt and marks the mail as being sent, unless it already went out. */
  async startAttempt(jobId: string): Promise<AttemptStart> {
    const entry = await this.model
      .findOneAndUpdate(
        { jobId, status: { $ne: 'sent' } },
        { $set: { status: 'sending', updatedAt: new Date() }, $inc: { attempts: 1 } },
        { returnDocument: 'after' },
      )
      .lean<MailOutboxDoc>();
    if (entry) return { kind: 'send', entry };
    const sent = await this.model.exists({ jobId, status: 'sent' });
    return sent ? { kind: 'already-sent' } : { kind: 'unknown' };
  }

  /** The mail went out: its job's data goes, and `text` (what was sent, when kept) stays. */
  async markSent(jobId: string, messageId: string, text: string | null): Promise<void> {
    const now = new Date();
    await this.model.updateOne(
      { jobId },
      {
        $set: {
          status: 'sent',
          messageId,
          sentAt: now,
          updatedAt: now,
          lastError: null,
          payload: null,
          text,
        },
      },
    );
  }

  async markAttemptFailed(jobId: string, error: string, final: boolean): Promise<void> {
    await this.model.updateOne(
      { jobId },
      { $set: { status: final ? 'failed' : 'retrying', lastError: error, updatedAt: new Date() } },
    );
  }

  /**
   * Marks a mail failed that the queue gave up on without its attempt recording why (a worker killed while
   * sending it, more than once), so it does not stay `sending` for ever and can be sent again. A mail whose
   * failure is already recorded keeps its own error.
   */
  async markGivenUp(jobId: string, error: string): Promise<void> {
    await this.model.updateOne(
      { jobId, status: { $in: ['queued', 'sending', 'retrying'] } },
      { $set: { status: 'failed', lastError: error, updatedAt: new Date() } },
    );
  }

  /** Mail not picked up by the worker yet, oldest first: queued long ago, or never (the queue was down). */
  async waiting(untouchedSince: Date, limit: number): Promise<MailOutboxDoc[]> {
    return this.model
      .find({ status: 'queued', updatedAt: { $lt: untouchedSince } })
      .sort({ createdAt: 1 })
      .limit(limit)
      .lean<MailOutboxDoc[]>();
  }

  async list(query: MailOutboxQuery): Promise<MailOutboxPage> {
    const filter = query.status ? { status: query.status } : {};
    const [docs, total] = await Promise.all([
      this.model
        .find(filter)
        .sort({ createdAt: -1, _id: -1 })
        .skip((query.page - 1) * query.pageSize)
        .limit(query.pageSize)
        .lean<MailOutboxDoc[]>(),
      this.model.countDocuments(filter),
    ]);
    return { items: docs.map(toOutboxEntry), total, page: query.page, pageSize: query.pageSize };
  }

  async find(id: string): Promise<MailOutboxDoc | null> {
    return this.model.findById(id).lean<MailOutboxDoc>();
  }

  /** Puts a failed mail back in line under a new job id; null when it is not (or no longer) failed. */
  async requeueFailed(entry: MailOutboxDoc): Promise<MailOutboxDoc | null> {
    return this.model
      .findOneAndUpdate(
        { _id: entry._id, status: 'failed' },
        {
          $set: {
            status: 'queued',
            jobId: retryJobId(entry.jobId, entry.retries + 1),
            updatedAt: new Date(),
          },
          $inc: { retries: 1 },
        },
        { returnDocument: 'after' },
      )
      .lean<MailOutboxDoc>();
  }
}
