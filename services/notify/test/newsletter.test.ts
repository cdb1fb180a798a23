import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PostalMime from 'postal-mime';
import type { NewsletterLinkResult } from '@hiti/contracts';
import { hashToken } from '../src/domain/tokens';
import { mailOutboxModel } from '../src/models/mail-outbox';
import { newsletterSubscriberModel } from '../src/models/newsletter-subscriber';
import { PUBLIC_URL, eventually, startNotify, type StartedNotify } from './support/start-notify';

let notify: StartedNotify;

beforeAll(async () => {
  notify = await startNotify();
});

afterAll(async () => {
  await notify.close();
});

async function subscribe(email: string, language?: 'mk' | 'al') {
  return notify.call({
    method: 'POST',
    url: '/newsletter',
    payload: { email, ...(language ? { language } : {}) },
  });
}

const sentTo = (email: string) => (message: { to: string[] }) =>
  message.to.some((address) => address.toLowerCase() === email.toLowerCase());

async function confirmationMail(email: string) {
  const delivered = await notify.sink.waitFor(sentTo(email));
  const mail = await PostalMime.parse(delivered.raw);
  const links = [...(mail.text ?? '').matchAll(/https:\/\/\S+/g)].map((match) => match[0]);
  const confirm = links.find((link) => link.includes('/api/newsletter/confirm?token='));
  const unsubscribe = links.find((link) => link.includes('/api/newsletter/unsubscribe?token='));
  if (!confirm || !unsubscribe) throw new Error(`links missing in ${mail.text ?? ''}`);
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
  return {
    mail,
    confirm,
    unsubscribe,
    confirmToken: tokenOf(confirm),
    unsubscribeToken: tokenOf(unsubscribe),
  };
}

async function follow(kind: 'confirm' | 'unsubscribe', token: string): Promise<NewsletterLinkResult> {
  const response = await notify.call({ method: 'POST', url: `/newsletter/${kind}`, payload: { token } });
  expect(response.statusCode).toBe(200);
  return response.json<NewsletterLinkResult>();
}

describe('newsletter double opt-in', () => {
  it('stores the address as pending and mails confirm and unsubscribe links in Macedonian', async () => {
    const response = await subscribe('Reader.One@Example.com');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'pending' });

    const { mail, confirm, unsubscribe, confirmToken } = await confirmationMail('Reader.One@Example.com');
    expect(mail.subject).toBe('Потврдете ја претплатата на билтенот на Хити Камина');
    expect(confirm.startsWith(`${PUBLIC_URL}/api/newsletter/confirm?token=`)).toBe(true);
    expect(unsubscribe.startsWith(`${PUBLIC_URL}/api/newsletter/unsubscribe?token=`)).toBe(true);
    expect(mail.headers.find((header) => header.key === 'list-unsubscribe')?.value).toBe(`<${unsubscribe}>`);

    const stored = await newsletterSubscriberModel(notify.app.mongo)
      .findOne({ emailKey: 'reader.one@example.com' })
      .lean();
    expect(stored).toMatchObject({
      status: 'pending',
      language: 'mk',
      confirmTokenHash: hashToken(confirmToken),
    });
    expect(JSON.stringify(stored)).not.toContain(confirmToken);
    await eventually(async () => {
      const entry = await mailOutboxModel(notify.app.mongo).findOne({ jobName: 'newsletter.confirm' }).lean();
      expect(entry).toMatchObject({ status: 'sent', payload: null });
    });
  });

  it('confirms with the link, once per address whatever the letter case, without another mail', async () => {
    const { confirmToken } = await confirmationMail('Reader.One@Example.com');
    expect(await follow('confirm', confirmToken)).toEqual({
      outcome: 'confirmed',
      redirectTo: `${PUBLIC_URL}/?newsletter=confirmed&lang=mk`,
    });
    expect((await follow('confirm', confirmToken)).outcome).toBe('confirmed');

    // The answer never tells whether an address is subscribed.
    const again = await subscribe('READER.ONE@example.COM', 'al');
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ status: 'pending' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(notify.sink.messages.filter(sentTo('Reader.One@Example.com'))).toHaveLength(1);
    expect(
      await newsletterSubscriberModel(notify.app.mongo).countDocuments({
        emailKey: 'reader.one@example.com',
      }),
    ).toBe(1);
  });

  it('unsubscribes with the other link, after which the confirm link is no longer valid', async () => {
    const { confirmToken, unsubscribeToken } = await confirmationMail('Reader.One@Example.com');
    expect(await follow('unsubscribe', unsubscribeToken)).toEqual({
      outcome: 'unsubscribed',
      redirectTo: `${PUBLIC_URL}/?newsletter=unsubscribed&lang=mk`,
    });
    expect((await follow('unsubscribe', unsubscribeToken)).outcome).toBe('unsubscribed');
    expect(await follow('confirm', confirmToken)).toEqual({
      outcome: 'invalid',
      redirectTo: `${PUBLIC_URL}/?newsletter=invalid`,
    });
    const stored = await newsletterSubscriberModel(notify.app.mongo)
      .findOne({ emailKey: 'reader.one@example.com' })
      .lean();
    expect(stored?.status).toBe('unsubscribed');
  });

  it('lets an address that left subscribe again, with a new confirmation mail', async () => {
    const before = notify.sink.messages.filter(sentTo('Reader.One@Example.com')).length;
    const response = await subscribe('reader.one@example.com', 'al');
    expect(response.statusCode).toBe(202);
    await notify.sink.waitFor(
      () => notify.sink.messages.filter(sentTo('Reader.One@Example.com')).length > before,
    );
    const latest = notify.sink.messages.filter(sentTo('Reader.One@Example.com')).at(-1);
    const mail = await PostalMime.parse(latest?.raw ?? '');
    expect(mail.subject).toBe('Konfirmoni abonimin në buletinin e Hiti Kamina');
    const token = new URL(
      /https:\/\/\S+confirm\S+/.exec(mail.text ?? '')?.[0] ?? PUBLIC_URL,
    ).searchParams.get('token');
    expect((await follow('confirm', token ?? '')).outcome).toBe('confirmed');
  });

  it('writes to an Albanian visitor in Albanian', async () => {
    expect((await subscribe('lexuesi@example.com', 'al')).statusCode).toBe(202);
    const { mail, confirm, unsubscribe, confirmToken } = await confirmationMail('lexuesi@example.com');
    expect(mail.subject).toBe('Konfirmoni abonimin në buletinin e Hiti Kamina');
    // The site answers in Albanian even when it cannot look the link up.
    for (const link of [confirm, unsubscribe]) expect(new URL(link).searchParams.get('lang')).toBe('al');
    expect(mail.text).toContain('Për të konfirmuar abonimin');
    expect((await follow('confirm', confirmToken)).redirectTo).toBe(
      `${PUBLIC_URL}/?newsletter=confirmed&lang=al`,
    );
  });

  it('sends a pending address no second mail right away', async () => {
    expect((await subscribe('twice@example.com')).statusCode).toBe(202);
    expect((await subscribe('Twice@Example.com')).json()).toEqual({ status: 'pending' });
    await confirmationMail('twice@example.com');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(notify.sink.messages.filter(sentTo('twice@example.com'))).toHaveLength(1);
  });

  it('rejects an unknown token and a malformed address', async () => {
    expect((await follow('confirm', 'not-a-real-token')).outcome).toBe('invalid');
    expect((await follow('unsubscribe', 'not-a-real-token')).outcome).toBe('invalid');
    const bad = await subscribe('not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        details: [{ path: 'email', key: 'contactEmail', message: 'Invalid email address' }],
      },
    });
  });

  it('ignores a filled honeypot', async () => {
    const response = await notify.call({
      method: 'POST',
      url: '/newsletter',
      payload: { email: 'bot@example.com', website: 'x' },
    });
    expect(response.statusCode).toBe(202);
    expect(
      await newsletterSubscriberModel(notify.app.mongo).exists({ emailKey: 'bot@example.com' }),
    ).toBeNull();
  });
});
