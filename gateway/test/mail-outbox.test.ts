import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PostalMime from 'postal-mime';
import { contactAcceptedSchema, mailOutboxPageSchema, type MailOutboxEntry } from '@hiti/contracts';
import { loginAs, nextClientAddress } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

const json = { 'content-type': 'application/json' };
/** Per subject: the SMTP code the sink answers and how many more times it does. */
const refusals = new Map<string, { code: number; times: number }>();
const attempts = new Map<string, number>();

let system: TestSystem;
let superAdmin: string;
let manager: string;

beforeAll(async () => {
  system = await startTestSystem({
    services: ['identity', 'notify'],
    env: { MAIL_BACKOFF_MS: '50' },
    smtpReject: ({ raw }) => {
      for (const [subject, refusal] of refusals) {
        if (!raw.includes(subject)) continue;
        attempts.set(subject, (attempts.get(subject) ?? 0) + 1);
        if (refusal.times <= 0) return null;
        refusal.times -= 1;
        return { code: refusal.code, message: refusal.code >= 500 ? 'No such mailbox' : 'Busy, try later' };
      }
      return null;
    },
  });
  superAdmin = await loginAs(system, 'super_admin');
  manager = await loginAs(system, 'product_manager');
});

afterAll(async () => {
  await system.close();
});

async function contact(subject: string): Promise<string> {
  const response = await system.gateway.inject({
    method: 'POST',
    url: '/api/contact',
    headers: json,
    remoteAddress: nextClientAddress(),
    payload: {
      name: 'Petar Nikolov',
      email: 'petar@example.com',
      phone: '071234567',
      subject,
      message: 'I would like an offer for installation.',
    },
  });
  expect(response.statusCode).toBe(202);
  return contactAcceptedSchema.parse(response.json()).id;
}

async function outbox(query = '', cookie = superAdmin) {
  return system.gateway.inject({ method: 'GET', url: `/api/admin/mail-outbox${query}`, headers: { cookie } });
}

async function entryFor(subject: string, status: MailOutboxEntry['status']): Promise<MailOutboxEntry> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const page = mailOutboxPageSchema.parse((await outbox(`?status=${status}`)).json());
    const entry = page.items.find((item) => item.subject.includes(subject));
    if (entry) return entry;
    if (Date.now() > deadline) throw new Error(`no ${status} mail about "${subject}"`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function retry(id: string, cookie = superAdmin) {
  return system.gateway.inject({
    method: 'POST',
    url: `/api/admin/mail-outbox/${id}/retry`,
    headers: { ...json, cookie },
    payload: {},
  });
}

describe('mail delivery seen in the admin outbox', () => {
  it('retries a mail refused with 421 and delivers it, same Message-ID, every attempt counted', async () => {
    const subject = 'Busy server 421';
    refusals.set(subject, { code: 421, times: 2 });
    const id = await contact(subject);

    const delivered = await system.smtp.waitFor((message) => message.raw.includes(subject));
    expect((await PostalMime.parse(delivered.raw)).messageId).toBe(`<contact.${id}@hitikamina.mk>`);
    const entry = await entryFor(subject, 'sent');
    expect(entry).toMatchObject({ jobName: 'contact.message', attempts: 3, lastError: null });
    expect(entry.messageId).toBe(`<contact.${id}@hitikamina.mk>`);
    expect(entry.sentAt).not.toBeNull();
    expect(attempts.get(subject)).toBe(3);
  });

  it('marks a mail refused with 550 as failed without retrying; a super admin sends it again', async () => {
    const subject = 'Unknown mailbox 550';
    refusals.set(subject, { code: 550, times: 1 });
    await contact(subject);

    const failed = await entryFor(subject, 'failed');
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain('550');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(attempts.get(subject)).toBe(1);

    const response = await retry(failed.id);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ id: failed.id, status: 'queued' });
    const sent = await entryFor(subject, 'sent');
    expect(sent).toMatchObject({ id: failed.id, attempts: 2, lastError: null });
    expect(attempts.get(subject)).toBe(2);

    const audit = await system.gateway.inject({
      method: 'GET',
      url: '/api/audit?entity=mail',
      headers: { cookie: superAdmin },
    });
    expect(audit.json<{ items: object[] }>().items).toContainEqual(
      expect.objectContaining({ action: 'update', entity: 'mail', entityId: failed.id }),
    );

    const again = await retry(failed.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'MAIL_NOT_RETRYABLE', message: 'Only a failed mail can be sent again.' },
    });
  });

  it('pages and filters the outbox', async () => {
    const all = mailOutboxPageSchema.parse((await outbox('?page=1&pageSize=1')).json());
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.items).toHaveLength(1);
    expect(all.pageSize).toBe(1);
    const failed = mailOutboxPageSchema.parse((await outbox('?status=failed')).json());
    expect(failed.items.every((item) => item.status === 'failed')).toBe(true);
    expect((await outbox('?status=lost')).statusCode).toBe(400);
  });

  it('is for super admins only', async () => {
    expect((await outbox('', '')).statusCode).toBe(401);
    const forbidden = await outbox('', manager);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect((await retry('0123456789abcdef01234567', manager)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown mail and 400 for a malformed id', async () => {
    const unknown = await retry('0123456789abcdef01234567');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'MAIL_NOT_FOUND' } });
    expect((await retry('not-an-id')).statusCode).toBe(400);
  });
});
