import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PostalMime from 'postal-mime';
import { Queue } from 'bullmq';
import { Types } from 'mongoose';
import {
  enquiryPageSchema,
  enquirySchema,
  eventQueueName,
  personErasedSchema,
  type ContactAccepted,
  type Enquiry,
} from '@hiti/contracts';
import { contactMessageModel } from '../src/models/contact-message';
import { mailOutboxModel } from '../src/models/mail-outbox';
import { newsletterSubscriberModel } from '../src/models/newsletter-subscriber';
import { eventually, PUBLIC_URL, startNotify, type StartedNotify } from './support/start-notify';

let notify: StartedNotify;

beforeAll(async () => {
  notify = await startNotify({ env: { ENQUIRY_RETENTION_SWEEP_MS: '200', STAFF_MAIL_LANGUAGE: 'al' } });
});

afterAll(async () => {
  await notify.close();
});

let sent = 0;

/** A contact message as the gateway passes it on; answers its id. */
async function send(fields: Record<string, unknown> = {}): Promise<string> {
  sent += 1;
  const response = await notify.call({
    method: 'POST',
    url: '/contact',
    payload: {
      name: `Visitor ${sent}`,
      email: `visitor${sent}@example.com`,
      phone: '+389 70 123 456',
      subject: `Question ${sent}`,
      message: 'Which stove heats a room of 60 m²?',
      language: 'mk',
      ...fields,
    },
  });
  expect(response.statusCode).toBe(202);
  return response.json<ContactAccepted>().id;
}

async function list(query: string) {
  const response = await notify.call({ method: 'GET', url: `/enquiries?${query}`, role: 'product_manager' });
  expect(response.statusCode).toBe(200);
  return enquiryPageSchema.parse(response.json());
}

describe('enquiry list', () => {
  it('pages newest first and filters by status, store, product, days and words', async () => {
    const tag = `tag${Date.now().toString(36)}`;
    const product = { id: 42, name: { mk: 'Нордик', al: 'Nordik' }, price: 999 };
    const first = await send({ subject: `${tag} first`, storeId: 2 });
    const second = await send({ subject: `${tag} second`, product });
    const third = await send({ subject: `${tag} third`, email: 'Mira.Kostova@Example.com' });

    const page1 = await list(`search=${tag}&pageSize=2`);
    expect(page1.total).toBe(3);
    expect(page1.items.map((item) => item.id)).toEqual([third, second]);
    expect((await list(`search=${tag}&pageSize=2&page=2`)).items.map((item) => item.id)).toEqual([first]);

    expect((await list(`search=${tag}&storeId=2`)).items.map((item) => item.id)).toEqual([first]);
    expect((await list(`search=${tag}&productId=42`)).items.map((item) => item.id)).toEqual([second]);
    expect((await list(`search=mira.kostova%20${tag}`)).items.map((item) => item.id)).toEqual([third]);
    expect((await list(`search=${tag}&status=new`)).total).toBe(3);
    expect((await list(`search=${tag}&status=closed`)).total).toBe(0);
    expect((await list(`search=${tag}&from=2000-01-01&to=2000-12-31`)).total).toBe(0);
    expect((await list(`search=${tag}&from=2000-01-01`)).total).toBe(3);
    expect(page1.items[1]).toMatchObject({ product, status: 'new', assignee: null });
  });

  it('takes a search literally (no pattern characters)', async () => {
    await send({ subject: 'Price (with VAT)?' });
    expect((await list('search=(with%20VAT)%3F')).total).toBe(1);
    expect((await list('search=.*')).total).toBe(0);
  });

  it.each([
    ['status=open', 'status'],
    ['from=2026-02-10&to=2026-02-01', 'to'],
    ['from=10.02.2026', 'from'],
    ['storeId=0', 'storeId'],
  ])('refuses %s with the field named', async (query, field) => {
    const response = await notify.call({
      method: 'GET',
      url: `/enquiries?${query}`,
      role: 'product_manager',
    });
    expect(response.statusCode).toBe(400);
    const paths = response
      .json<{ error: { details: { path: string }[] } }>()
      .error.details.map((detail) => detail.path);
    expect(paths).toEqual([field]);
  });
});

describe('handling an enquiry', () => {
  it('counts the new ones, changes status, handler and store, and keeps a note thread', async () => {
    const before = (await notify.call({ method: 'GET', url: '/enquiries/count', role: 'super_admin' })).json<{
      new: number;
    }>().new;
    const id = await send();
    const counted = await notify.call({ method: 'GET', url: '/enquiries/count', role: 'super_admin' });
    expect(counted.json()).toEqual({ new: before + 1 });

    const changed = await notify.call({
      method: 'PATCH',
      url: `/enquiries/${id}`,
      role: 'product_manager',
      payload: { status: 'in_progress', assignee: { id: 7, username: 'tester' }, storeId: 4 },
    });
    expect(changed.statusCode).toBe(200);
    expect(enquirySchema.parse(changed.json())).toMatchObject({
      status: 'in_progress',
      assignee: { id: 7, username: 'tester' },
      storeId: 4,
      closedAt: null,
    });
    const afterTaking = await notify.call({ method: 'GET', url: '/enquiries/count', role: 'super_admin' });
    expect(afterTaking.json()).toEqual({ new: before });

    const noted = await notify.call({
      method: 'POST',
      url: `/enquiries/${id}/notes`,
      role: 'product_manager',
      payload: { text: 'Called back, wants an offer for two stoves.' },
    });
    expect(noted.statusCode).toBe(201);
    expect(enquirySchema.parse(noted.json()).thread).toEqual([
      expect.objectContaining({
        kind: 'note',
        text: 'Called back, wants an offer for two stoves.',
        author: { id: 7, username: 'tester' },
        mail: null,
      }),
    ]);

    const closed = await notify.call({
      method: 'PATCH',
      url: `/enquiries/${id}`,
      role: 'product_manager',
      payload: { status: 'closed' },
    });
    expect(enquirySchema.parse(closed.json()).closedAt).not.toBeNull();
  });

  it('answers 404 for an enquiry that does not exist', async () => {
    const url = `/enquiries/${new Types.ObjectId().toHexString()}`;
    expect((await notify.call({ method: 'GET', url, role: 'product_manager' })).statusCode).toBe(404);
    expect((await notify.call({ method: 'DELETE', url, role: 'super_admin' })).statusCode).toBe(404);
  });

  it("mails a reply in the visitor's language with the signature, shows it sent in the thread, and answers", async () => {
    const id = await send({ language: 'al', name: 'Arben Krasniqi', subject: 'Oferta' });
    const response = await notify.call({
      method: 'POST',
      url: `/enquiries/${id}/replies`,
      role: 'product_manager',
      payload: { text: 'Soba është në stok.\nJu mund ta shihni në sallon.' },
    });
    expect(response.statusCode).toBe(202);
    expect(enquirySchema.parse(response.json()).status).toBe('answered');

    const delivered = await notify.sink.waitFor((message) =>
      message.to.includes(`visitor${sent}@example.com`),
    );
    const mail = await PostalMime.parse(delivered.raw);
    expect(mail.subject).toBe('Re: Oferta');
    expect(mail.text).toContain('I/E nderuar Arben Krasniqi,');
    expect(mail.text).toContain('Soba është në stok.\nJu mund ta shihni në sallon.');
    expect(mail.text).toContain(
      `Me respekt,\ntester\nHiti Kamina — sallon oxhaqesh dhe sobash\n${PUBLIC_URL}`,
    );

    const answered = await eventually(async () => {
      const read = await notify.call({ method: 'GET', url: `/enquiries/${id}`, role: 'product_manager' });
      const enquiry = enquirySchema.parse(read.json());
      expect(enquiry.thread[0]?.mail?.status).toBe('sent');
      return enquiry;
    });
    expect(answered.thread[0]).toMatchObject({ kind: 'reply', author: { username: 'tester' } });
    expect(answered.thread[0]?.mail?.sentAt).not.toBeNull();

    const outbox = await notify.call({ method: 'GET', url: '/mail-outbox', role: 'super_admin' });
    const entry = outbox
      .json<{ items: { jobName: string; text: string | null; to: string }[] }>()
      .items.find((item) => item.jobName === 'enquiry.reply' && item.to === `visitor${sent}@example.com`);
    expect(entry?.text).toContain('Soba është në stok.');
  });

  it("writes the showroom's copy in the staff's language", async () => {
    const id = await send({ subject: 'Staff copy language' });
    const delivered = await notify.sink.waitFor((message) => message.raw.includes(id));
    const mail = await PostalMime.parse(delivered.raw);
    expect(mail.text).toContain('Mesazh i ri nga formulari i kontaktit i faqes.');
  });

  it('refuses an empty reply, storing and sending nothing', async () => {
    const id = await send();
    const response = await notify.call({
      method: 'POST',
      url: `/enquiries/${id}/replies`,
      role: 'product_manager',
      payload: { text: '   ' },
    });
    expect(response.statusCode).toBe(400);
    const read = await notify.call({ method: 'GET', url: `/enquiries/${id}`, role: 'product_manager' });
    expect(read.json<Enquiry>().thread).toEqual([]);
  });

  it('deletes an enquiry for a super admin, answering it as it was', async () => {
    const id = await send();
    const url = `/enquiries/${id}`;
    const deleted = await notify.call({ method: 'DELETE', url, role: 'super_admin' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id });
    expect((await notify.call({ method: 'GET', url, role: 'super_admin' })).statusCode).toBe(404);
  });
});

describe('personal data', () => {
  it('erases every enquiry, newsletter entry and mail of one address, whatever its letter case', async () => {
    const address = `erase-${Date.now().toString(36)}@example.com`;
    const kept = await send();
    const ids = [await send({ email: address }), await send({ email: address.toUpperCase() })];
    await notify.call({ method: 'POST', url: '/newsletter', payload: { email: address, language: 'mk' } });
    await eventually(async () => {
      const waiting = await mailOutboxModel(notify.app.mongo).countDocuments({
        jobId: { $in: ids.map((id) => `contact.message-${id}`) },
        status: 'sent',
      });
      expect(waiting).toBe(2);
    });

    const response = await notify.call({
      method: 'POST',
      url: '/personal-data/erase',
      role: 'super_admin',
      payload: { email: ` ${address} ` },
    });
    expect(response.statusCode).toBe(200);
    expect(personErasedSchema.parse(response.json())).toEqual({ enquiries: 2, newsletter: 1 });

    const messages = contactMessageModel(notify.app.mongo);
    expect(await messages.countDocuments({ _id: { $in: ids } })).toBe(0);
    expect(await messages.exists({ _id: kept })).not.toBeNull();
    expect(await newsletterSubscriberModel(notify.app.mongo).countDocuments({ emailKey: address })).toBe(0);
    const outbox = mailOutboxModel(notify.app.mongo);
    expect(await outbox.countDocuments({ jobId: { $in: ids.map((id) => `contact.message-${id}`) } })).toBe(0);
    expect(await outbox.countDocuments({ to: address })).toBe(0);
  });

  it('erases closed enquiries once their retention time is over, and keeps the others', async () => {
    const messages = contactMessageModel(notify.app.mongo);
    const [expired, recent, open] = [await send(), await send(), await send()];
    const longAgo = new Date();
    longAgo.setUTCMonth(longAgo.getUTCMonth() - 25);
    const lately = new Date();
    lately.setUTCMonth(lately.getUTCMonth() - 23);
    await messages.updateOne({ _id: expired }, { $set: { status: 'closed', closedAt: longAgo } });
    await messages.updateOne({ _id: recent }, { $set: { status: 'closed', closedAt: lately } });
    await messages.updateOne({ _id: open }, { $set: { status: 'in_progress', createdAt: longAgo } });

    await eventually(async () => expect(await messages.exists({ _id: expired })).toBeNull());
    expect(await messages.exists({ _id: recent })).not.toBeNull();
    expect(await messages.exists({ _id: open })).not.toBeNull();
    expect(
      await mailOutboxModel(notify.app.mongo).countDocuments({ jobId: `contact.message-${expired}` }),
    ).toBe(0);

    // identity is told how many went, for the audit log: the count and the cut-off, nothing of the enquiry
    const identityEvents = new Queue(eventQueueName('identity'), {
      connection: notify.app.redis,
      prefix: notify.names.prefix,
    });
    const announced = await eventually(async () => {
      const jobs = await identityEvents.getJobs(['waiting', 'delayed', 'completed']);
      const pass = jobs.find((job) => job.name === 'enquiries.expired');
      expect(pass).toBeDefined();
      return pass?.data as unknown;
    });
    await identityEvents.close();
    expect(announced).toEqual({ erased: expect.any(Number), closedBefore: expect.any(String) });
  });
});
