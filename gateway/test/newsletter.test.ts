import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PostalMime from 'postal-mime';
import { nextClientAddress } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

const PUBLIC_URL = 'http://localhost:8080';
const json = { 'content-type': 'application/json' };
let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem({ services: ['notify'] });
});

afterAll(async () => {
  await system.close();
});

function signUp(payload: object, remoteAddress = nextClientAddress()) {
  return system.gateway.inject({
    method: 'POST',
    url: '/api/newsletter',
    headers: json,
    remoteAddress,
    payload,
  });
}

/** Follows a link of a mail the way a browser does: path and query against the gateway. */
function follow(link: string) {
  const url = new URL(link);
  expect(url.origin).toBe(PUBLIC_URL);
  return system.gateway.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
}

async function linksMailedTo(email: string, count = 1) {
  const mine = () => system.smtp.messages.filter((message) => message.to.includes(email.toLowerCase()));
  await system.smtp.waitFor(() => mine().length >= count);
  const mail = await PostalMime.parse(mine()[count - 1]?.raw ?? '');
  const links = [...(mail.text ?? '').matchAll(/http:\/\/\S+/g)].map((match) => match[0]);
  const confirm = links.find((link) => link.includes('/api/newsletter/confirm?token='));
  const unsubscribe = links.find((link) => link.includes('/api/newsletter/unsubscribe?token='));
  if (!confirm || !unsubscribe) throw new Error('the mail has no confirm and unsubscribe links');
  return { mail, confirm, unsubscribe };
}

describe('newsletter through the gateway', () => {
  it('double opt-in: mail with links, confirm, idempotent re-submit, unsubscribe', async () => {
    const first = await signUp({ email: 'visitor@example.com', language: 'al' });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ status: 'pending' });

    const { mail, confirm, unsubscribe } = await linksMailedTo('visitor@example.com');
    expect(mail.subject).toBe('Konfirmoni abonimin në buletinin e Hiti Kamina');

    const confirmed = await follow(confirm);
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`${PUBLIC_URL}/?newsletter=confirmed&lang=al`);
    expect(confirmed.headers['cache-control']).toBe('no-store');

    const again = await signUp({ email: 'Visitor@Example.com' });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ status: 'pending' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(system.smtp.messages.filter((message) => message.to.includes('visitor@example.com'))).toHaveLength(
      1,
    );

    const left = await follow(unsubscribe);
    expect(left.statusCode).toBe(303);
    expect(left.headers.location).toBe(`${PUBLIC_URL}/?newsletter=unsubscribed&lang=al`);

    const stale = await follow(confirm);
    expect(stale.headers.location).toBe(`${PUBLIC_URL}/?newsletter=invalid`);
  });

  it('answers a sign-up the same whether the address is new, pending, subscribed or gone', async () => {
    const confirmedAddress = 'known-reader@example.com';
    expect((await signUp({ email: confirmedAddress })).statusCode).toBe(202);
    const { confirm, unsubscribe } = await linksMailedTo(confirmedAddress);
    expect((await follow(confirm)).headers.location).toContain('newsletter=confirmed');
    const confirmedAgain = await signUp({ email: confirmedAddress });

    const pendingAddress = 'waiting-reader@example.com';
    await signUp({ email: pendingAddress });
    const pendingAgain = await signUp({ email: pendingAddress });

    const unknown = await signUp({ email: 'stranger@example.com' });
    await follow(unsubscribe);
    const goneAgain = await signUp({ email: confirmedAddress });

    for (const answer of [confirmedAgain, pendingAgain, unknown, goneAgain]) {
      expect(answer.statusCode).toBe(202);
      expect(answer.body).toBe(unknown.body);
      expect(answer.json()).toEqual({ status: 'pending' });
    }
  });

  it('writes in Macedonian by default', async () => {
    expect((await signUp({ email: 'citatel@example.com' })).statusCode).toBe(202);
    const { mail } = await linksMailedTo('citatel@example.com');
    expect(mail.subject).toBe('Потврдете ја претплатата на билтенот на Хити Камина');
  });

  it('sends an unknown token to the "invalid link" page and rejects a link without one', async () => {
    const unknown = await system.gateway.inject({
      method: 'GET',
      url: '/api/newsletter/confirm?token=forged',
    });
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe(`${PUBLIC_URL}/?newsletter=invalid`);
    const missing = await system.gateway.inject({ method: 'GET', url: '/api/newsletter/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('answers 400 with the SPEC e-mail message', async () => {
    const response = await signUp({ email: 'no-at-sign' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        details: [{ path: 'email', key: 'contactEmail', message: 'Invalid email address' }],
      },
    });
  });

  it('limits sign-ups per visitor address (429 RATE_LIMITED)', async () => {
    const address = nextClientAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signUp({ email: `rate${attempt}@example.com` }, address)).statusCode).toBe(202);
    }
    const limited = await signUp({ email: 'rate5@example.com' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });
});
