import { Types } from 'mongoose';
import {
  ENQUIRY_EXPORT_MAX,
  type Caller,
  type Enquiry,
  type EnquiryChange,
  type EnquiryCount,
  type EnquiryFilter,
  type EnquiryListQuery,
  type EnquiryPage,
  type EnquirySummary,
  type EnquiryThreadEntry,
} from '@hiti/contracts';
import { AppError } from '@hiti/service-kit';
import { enquiryFilter } from '../domain/enquiry-filter';
import { enquiryReplySubject } from '../domain/enquiry-reply-mail';
import { enquiryReplyJobId } from '../domain/job-ids';
import type { MailDispatcher } from '../mail/dispatcher';
import {
  toEnquirySummary,
  type ContactMessageDoc,
  type ContactMessageModel,
  type ThreadEntryDoc,
} from '../models/contact-message';
import type { MailOutboxDoc, MailOutboxModel } from '../models/mail-outbox';

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/** Staff's work on the enquiries (the stored contact messages): reading, handling, notes and replies. */
export class EnquiryInbox {
  constructor(
    private readonly messages: ContactMessageModel,
    private readonly outbox: MailOutboxModel,
    private readonly mail: MailDispatcher,
  ) {}

  async list(query: EnquiryListQuery): Promise<EnquiryPage> {
    const filter = enquiryFilter(query);
    const [docs, total] = await Promise.all([
      this.messages
        .find(filter, { thread: 0 })
        .sort(NEWEST_FIRST)
        .skip((query.page - 1) * query.pageSize)
        .limit(query.pageSize)
        .lean<ContactMessageDoc[]>(),
      this.messages.countDocuments(filter),
    ]);
    return { items: docs.map(toEnquirySummary), total, page: query.page, pageSize: query.pageSize };
  }

  async countNew(): Promise<EnquiryCount> {
    return { new: await this.messages.countDocuments(enquiryFilter({ status: 'new' })) };
  }

  /** The matches of a CSV export, newest first. */
  async export(filter: EnquiryFilter): Promise<EnquirySummary[]> {
    const docs = await this.messages
      .find(enquiryFilter(filter), { thread: 0 })
      .sort(NEWEST_FIRST)
      .limit(ENQUIRY_EXPORT_MAX)
      .lean<ContactMessageDoc[]>();
    return docs.map(toEnquirySummary);
  }

  async get(id: string): Promise<Enquiry> {
    const doc = await this.messages.findById(id).lean<ContactMessageDoc>();
    if (!doc) throw new AppError('ENQUIRY_NOT_FOUND');
    return this.withThread(doc);
  }

  /** A status of `closed` starts the retention time; leaving it stops it. */
  async update(id: string, change: EnquiryChange): Promise<Enquiry> {
    const now = new Date();
    const closing = change.status === undefined ? {} : { closedAt: change.status === 'closed' ? now : null };
    const doc = await this.messages
      .findByIdAndUpdate(id, { $set: { ...change, ...closing, updatedAt: now } }, { returnDocument: 'after' })
      .lean<ContactMessageDoc>();
    if (!doc) throw new AppError('ENQUIRY_NOT_FOUND');
    return this.withThread(doc);
  }

  async addNote(id: string, text: string, author: Caller): Promise<Enquiry> {
    const entry = threadEntry('note', text, author, null);
    return this.append(id, entry, {});
  }

  /**
   * Stores the reply in the thread and its mail in the outbox side by side, then queues the mail: a mail
   * that cannot be sent stays in the outbox with its retries, as every mail does. The enquiry is answered.
   */
  async reply(id: string, text: string, author: Caller): Promise<Enquiry> {
    const doc = await this.messages.findById(id, { thread: 0 }).lean<ContactMessageDoc>();
    if (!doc) throw new AppError('ENQUIRY_NOT_FOUND');
    const replyId = new Types.ObjectId();
    const jobId = enquiryReplyJobId(id, replyId.toHexString());
    const data = {
      enquiryId: id,
      replyId: replyId.toHexString(),
      to: doc.email,
      name: doc.name,
      subject: doc.subject,
      text,
      staffName: author.username,
      replyTo: doc.recipient,
      language: doc.language,
    };
    const mailId = new Types.ObjectId();
    const entry = { ...threadEntry('reply', text, author, mailId), _id: replyId };
    let answered: Enquiry | null = null;
    await this.mail.submitAlongside(
      {
        name: 'enquiry.reply',
        data,
        jobId,
        outboxId: mailId,
        to: doc.email,
        subject: enquiryReplySubject(data),
      },
      async () => {
        answered = await this.append(id, entry, { status: 'answered', closedAt: null });
      },
    );
    if (!answered) throw new AppError('ENQUIRY_NOT_FOUND');
    return answered;
  }

  async delete(id: string): Promise<EnquirySummary> {
    const doc = await this.messages.findByIdAndDelete(id).lean<ContactMessageDoc>();
    if (!doc) throw new AppError('ENQUIRY_NOT_FOUND');
    return toEnquirySummary(doc);
  }

  private async append(id: string, entry: ThreadEntryDoc, set: Record<string, unknown>): Promise<Enquiry> {
    const doc = await this.messages
      .findByIdAndUpdate(
        id,
        { $push: { thread: entry }, $set: { ...set, updatedAt: entry.createdAt } },
        { returnDocument: 'after' },
      )
      .lean<ContactMessageDoc>();
    if (!doc) throw new AppError('ENQUIRY_NOT_FOUND');
    return this.withThread(doc);
  }

  /** The enquiry with its thread, each reply with its mail as the outbox has it now. */
  private async withThread(doc: ContactMessageDoc): Promise<Enquiry> {
    const thread = doc.thread ?? [];
    const mailIds = thread.flatMap((entry) => (entry.mailId ? [entry.mailId] : []));
    const mails =
      mailIds.length === 0 ? [] : await this.outbox.find({ _id: { $in: mailIds } }).lean<MailOutboxDoc[]>();
    const byId = new Map(mails.map((mail) => [mail._id.toHexString(), mail]));
    return { ...toEnquirySummary(doc), thread: thread.map((entry) => toThreadEntry(entry, byId)) };
  }
}

function threadEntry(
  kind: ThreadEntryDoc['kind'],
  text: string,
  author: Caller,
  mailId: Types.ObjectId | null,
): ThreadEntryDoc {
  return {
    _id: new Types.ObjectId(),
    kind,
    text,
    author: { id: author.id, username: author.username },
    createdAt: new Date(),
    mailId,
  };
}

function toThreadEntry(entry: ThreadEntryDoc, mails: Map<string, MailOutboxDoc>): EnquiryThreadEntry {
  const mail = entry.mailId ? mails.get(entry.mailId.toHexString()) : undefined;
  return {
    id: entry._id.toHexString(),
    kind: entry.kind,
    text: entry.text,
    author: entry.author,
    createdAt: entry.createdAt.toISOString(),
    mail: mail
      ? {
          id: mail._id.toHexString(),
          status: mail.status,
          sentAt: mail.sentAt ? mail.sentAt.toISOString() : null,
          lastError: mail.lastError,
        }
      : null,
  };
}
