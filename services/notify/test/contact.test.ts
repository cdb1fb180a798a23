import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PostalMime from 'postal-mime';
import { validationMessages, type ContactAccepted } from '@hiti/contracts';
import { contactMessageModel } from '../src/models/contact-message';
import { mailOutboxModel } from '../src/models/mail-outbox';
import { COMPANY_ADDRESS, eventually, startNotify, type StartedNotify } from './support/start-notify';

let notify: StartedNotify;

beforeAll(async () => {
  notify = await startNotify();
});

afterAll(async () => {
  await notify.close();
});

const visitor = {
  name: 'Ana Petrova',
  email: 'ana.petrova@example.com',
  phone: '+389 70 123 456',
  subject: 'Nordic 80 stove',
  message: 'Hello,\nis the <Nordic 80> in stock & what does delivery cost?',
  recipient: 'someone-else@example.com',
  language: 'al',
};

describe('POST /contact', () => {
  it('stores the message, mails it to the company with Reply-To the visitor, and records the attempt', async () => {
    const response = await notify.call({ method: 'POST', url: '/contact', payload: visitor });
    expect(response.statusCode).toBe(202);
    const accepted = response.json<ContactAccepted>();
    expect(accepted).toEqual({ status: 'queued', id: expect.stringMatching(/^[0-9a-f]{24}$/) });

    const stored = await contactMessageModel(notify.app.mongo).findById(accepted.id).lean();
    expect(stored).toMatchObject({
      name: visitor.name,
      email: visitor.email,
      recipient: COMPANY_ADDRESS,
      language: 'al',
    });

    const delivered = await notify.sink.waitFor((message) => message.raw.includes(accepted.id));
    expect(delivered.to).toEqual([COMPANY_ADDRESS]);
    const mail = await PostalMime.parse(delivered.raw);
    expect(mail.to).toEqual([{ address: COMPANY_ADDRESS, name: '' }]);
    expect(mail.replyTo).toEqual([{ address: visitor.email, name: visitor.name }]);
    expect(mail.subject).toBe('[Hiti Kamina] Nordic 80 stove (Ana Petrova)');
    expect(mail.messageId).toBe(`<contact.${accepted.id}@hitikamina.mk>`);
    for (const value of [visitor.name, visitor.email, visitor.phone, visitor.subject, visitor.message]) {
      expect(mail.text).toContain(value);
    }
    expect(mail.html).toContain('is the &lt;Nordic 80&gt; in stock &amp; what');
    expect(mail.html).not.toContain('<Nordic 80>');

    const entry = await eventually(async () => {
      const found = await mailOutboxModel(notify.app.mongo)
        .findOne({ jobId: `contact.message-${accepted.id}` })
        .lean();
      expect(found?.status).toBe('sent');
      return found;
    });
    expect(entry).toMatchObject({
      jobName: 'contact.message',
      to: COMPANY_ADDRESS,
      attempts: 1,
      lastError: null,
      messageId: `<contact.${accepted.id}@hitikamina.mk>`,
      payload: null,
    });
    expect(entry?.sentAt).toBeInstanceOf(Date);
  });

  it('validates the body again with the SPEC texts', async () => {
    const response = await notify.call({
      method: 'POST',
      url: '/contact',
      payload: { name: 'A', email: 'nope', phone: '123', subject: 'x', message: 'short' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: expect.any(String),
        details: expect.arrayContaining([
          { path: 'name', key: 'contactName', message: validationMessages.contactName },
          { path: 'email', key: 'contactEmail', message: validationMessages.contactEmail },
          { path: 'phone', key: 'contactPhone', message: validationMessages.contactPhone },
          { path: 'subject', key: 'contactSubject', message: validationMessages.contactSubject },
          { path: 'message', key: 'contactMessage', message: validationMessages.contactMessage },
        ]),
      },
    });
  });

  it('answers a filled honeypot like a person but stores and sends nothing', async () => {
    const messages = contactMessageModel(notify.app.mongo);
    const outbox = mailOutboxModel(notify.app.mongo);
    const [messagesBefore, outboxBefore] = await Promise.all([
      messages.countDocuments(),
      outbox.countDocuments(),
    ]);
    const response = await notify.call({
      method: 'POST',
      url: '/contact',
      payload: { ...visitor, subject: 'Bot offer', website: 'https://spam.example' },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'queued', id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await messages.countDocuments()).toBe(messagesBefore);
    expect(await outbox.countDocuments()).toBe(outboxBefore);
    expect(notify.sink.messages.some((message) => message.raw.includes('Bot offer'))).toBe(false);
  });

  it('takes the mail back out of the outbox when its message cannot be stored, and sends nothing', async () => {
    const messages = contactMessageModel(notify.app.mongo);
    const outbox = mailOutboxModel(notify.app.mongo);
    const fields = { ...visitor, language: 'al' as const, recipient: COMPANY_ADDRESS, createdAt: new Date() };
    const first = await messages.create(fields);
    const jobId = `contact.message-duplicate-${first._id.toHexString()}`;
    const data = {
      messageId: first._id.toHexString(),
      to: COMPANY_ADDRESS,
      replyTo: visitor.email,
      name: visitor.name,
      email: visitor.email,
      phone: visitor.phone,
      subject: 'Never sent',
      message: visitor.message,
      language: 'al' as const,
    };
    // A second message under the same id: the store refuses it (E11000).
    const storing = notify.app.mail.submitAlongside(
      { name: 'contact.message', data, jobId, to: COMPANY_ADDRESS, subject: 'Never sent' },
      () => messages.create({ ...fields, _id: first._id }),
    );
    await expect(storing).rejects.toMatchObject({ code: 11000 });
    expect(await outbox.exists({ jobId })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(notify.sink.messages.some((message) => message.raw.includes('Never sent'))).toBe(false);
  });
});
