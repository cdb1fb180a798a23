import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PostalMime from 'postal-mime';
import type { ContactAccepted, MailOutboxEntry, MailOutboxPage } from '@hiti/contracts';
import { eventually, startNotify, type StartedNotify } from './support/start-notify';

/** Per subject: how many times the sink refuses it, and with which code. */
const refusals = new Map<string, { code: number; times: number }>();
const attemptsSeen = new Map<string, number>();

let notify: StartedNotify;

beforeAll(async () => {
  notify = await startNotify({
    env: { MAIL_ATTEMPTS: '8', MAIL_BACKOFF_MS: '10' },
    smtpReject: ({ raw }) => {
      for (const [subject, refusal] of refusals) {
        if (!raw.includes(subject)) continue;
        attemptsSeen.set(subject, (attemptsSeen.get(subject) ?? 0) + 1);
        if (refusal.times <= 0) return null;
        refusal.times -= 1;
        return {
          code: refusal.code,
          message: refusal.code >= 500 ? 'Mailbox unavailable' : 'Try again later',
        };
      }
      return null;
    },
  });
});

afterAll(async () => {
  await notify.close();
});

async function sendContact(subject: string): Promise<string> {
  const response = await notify.call({
    method: 'POST',
    url: '/contact',
    payload: {
      name: 'Marko Ilievski',
      email: 'marko@example.com',
      phone: '070111222',
      subject,
      message: 'Please call me back about a fireplace.',
    },
  });
  expect(response.statusCode).toBe(202);
  return response.json<ContactAccepted>().id;
}

async function outboxEntry(status?: string): Promise<MailOutboxEntry[]> {
  const response = await notify.call({
    method: 'GET',
    url: `/mail-outbox${status ? `?status=${status}` : ''}`,
    role: 'super_admin',
  });
  expect(response.statusCode).toBe(200);
  return response.json<MailOutboxPage>().items;
}

async function entryWithSubject(subject: string): Promise<MailOutboxEntry | undefined> {
  return (await outboxEntry()).find((entry) => entry.subject.includes(subject));
}

describe('mail delivery attempts', () => {
  it('retries a mail the server answers 421 and delivers it with the same Message-ID', async () => {
    const subject = 'Temporary refusal 421';
    refusals.set(subject, { code: 421, times: 2 });
    const id = await sendContact(subject);

    const delivered = await notify.sink.waitFor((message) => message.raw.includes(subject));
    expect((await PostalMime.parse(delivered.raw)).messageId).toBe(`<contact.${id}@hitikamina.mk>`);
    expect(attemptsSeen.get(subject)).toBe(3);

    const entry = await eventually(async () => {
      const found = await entryWithSubject(subject);
      expect(found?.status).toBe('sent');
      return found;
    });
    expect(entry).toMatchObject({ attempts: 3, lastError: null, messageId: `<contact.${id}@hitikamina.mk>` });
  });

  it('marks a mail the server answers 550 as failed after one attempt, and does not retry it', async () => {
    const subject = 'Permanent refusal 550';
    refusals.set(subject, { code: 550, times: 1 });
    await sendContact(subject);

    const entry = await eventually(async () => {
      const found = await entryWithSubject(subject);
      expect(found?.status).toBe('failed');
      return found;
    });
    expect(entry?.attempts).toBe(1);
    expect(entry?.lastError).toMatch(/550/);
    expect(entry?.sentAt).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(attemptsSeen.get(subject)).toBe(1);
    expect((await entryWithSubject(subject))?.status).toBe('failed');
    expect((await outboxEntry('failed')).map((failed) => failed.subject)).toContainEqual(
      expect.stringContaining(subject),
    );
    expect((await outboxEntry('sent')).some((sent) => sent.subject.includes(subject))).toBe(false);
  });

  it('gives a mail that keeps being refused with 4xx up as failed after the last of its 8 attempts', async () => {
    const subject = 'Always busy 451';
    refusals.set(subject, { code: 451, times: 100 });
    await sendContact(subject);

    const retrying = await eventually(async () => {
      const found = await entryWithSubject(subject);
      expect(found?.status).toBe('retrying');
      return found;
    });
    expect(retrying?.lastError).toMatch(/451/);
    const failed = await eventually(async () => {
      const found = await entryWithSubject(subject);
      expect(found?.status).toBe('failed');
      return found;
    }, 20_000);
    expect(failed?.attempts).toBe(8);
    expect(attemptsSeen.get(subject)).toBe(8);
  });

  it('sends a failed mail again on request, and refuses to resend any other', async () => {
    const subject = 'Permanent refusal 550';
    const failed = await entryWithSubject(subject);
    expect(failed?.status).toBe('failed');

    const retry = await notify.call({
      method: 'POST',
      url: `/mail-outbox/${failed?.id}/retry`,
      role: 'super_admin',
    });
    expect(retry.statusCode).toBe(202);
    expect(retry.json()).toMatchObject({ id: failed?.id, status: 'queued' });

    await notify.sink.waitFor((message) => message.raw.includes(subject));
    const sent = await eventually(async () => {
      const found = await entryWithSubject(subject);
      expect(found?.status).toBe('sent');
      return found;
    });
    expect(sent?.attempts).toBe(2);

    const again = await notify.call({
      method: 'POST',
      url: `/mail-outbox/${failed?.id}/retry`,
      role: 'super_admin',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'MAIL_NOT_RETRYABLE' } });
  });

  it('answers 404 for an unknown mail, 403 to a product manager and 401 without an admin', async () => {
    const unknown = await notify.call({
      method: 'POST',
      url: '/mail-outbox/0123456789abcdef01234567/retry',
      role: 'super_admin',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'MAIL_NOT_FOUND' } });

    const manager = await notify.call({ method: 'GET', url: '/mail-outbox', role: 'product_manager' });
    expect(manager.statusCode).toBe(403);
    const nobody = await notify.call({ method: 'GET', url: '/mail-outbox' });
    expect(nobody.statusCode).toBe(401);
  });

  it('pages the outbox, newest first', async () => {
    const response = await notify.call({
      method: 'GET',
      url: '/mail-outbox?page=1&pageSize=1',
      role: 'super_admin',
    });
    const page = response.json<MailOutboxPage>();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 1 });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]?.subject).toContain('Always busy 451');
  });
});
