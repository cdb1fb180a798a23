import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PostalMime from 'postal-mime';
import { contactAcceptedSchema, validationMessages } from '@hiti/contracts';
import { contactMessageModel } from '../../services/notify/src/models/contact-message';
import { nextClientAddress } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

const COMPANY = 'showroom@hitikamina.test';
const json = { 'content-type': 'application/json' };
let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem({ services: ['notify'], env: { CONTACT_RECIPIENT: COMPANY } });
});

afterAll(async () => {
  await system.close();
});

const visitor = {
  name: 'Ana Petrova',
  email: 'ana.petrova@example.com',
  phone: '+389 70 123 456',
  subject: 'Stove for a 60 m² room',
  message: 'Good day,\nwhich stove heats 60 m²? <b>Urgent</b> & thanks.',
  recipient: 'info@example.com',
};

function postContact(payload: object, remoteAddress = nextClientAddress()) {
  return system.gateway.inject({
    method: 'POST',
    url: '/api/contact',
    headers: json,
    remoteAddress,
    payload,
  });
}

describe('POST /api/contact', () => {
  it('answers 202 and the showroom receives the message, answerable to the visitor', async () => {
    const response = await postContact(visitor);
    expect(response.statusCode).toBe(202);
    const { id } = contactAcceptedSchema.parse(response.json());

    const delivered = await system.smtp.waitFor((message) => message.raw.includes(id));
    expect(delivered.to).toEqual([COMPANY]);
    const mail = await PostalMime.parse(delivered.raw);
    expect(mail.to).toEqual([{ address: COMPANY, name: '' }]);
    expect(mail.replyTo).toEqual([{ address: visitor.email, name: visitor.name }]);
    expect(mail.subject).toBe(`[Hiti Kamina] ${visitor.subject} (${visitor.name})`);
    expect(mail.messageId).toBe(`<contact.${id}@hitikamina.mk>`);
    for (const value of [visitor.name, visitor.email, visitor.phone, visitor.subject, visitor.message]) {
      expect(mail.text).toContain(value);
    }
    expect(mail.html).toContain('&lt;b&gt;Urgent&lt;/b&gt; &amp; thanks.');
    expect(mail.text).not.toContain('info@example.com');
  });

  it('answers 400 with the SPEC message of every invalid field', async () => {
    const response = await postContact({
      name: ' ',
      email: 'ana@',
      phone: '12',
      subject: 'a',
      message: 'Too short',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: string; details: { path: string; message: string }[] } }>();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details).toEqual(
      expect.arrayContaining([
        { path: 'name', key: 'contactName', message: 'Name is required' },
        { path: 'email', key: 'contactEmail', message: 'Invalid email address' },
        { path: 'phone', key: 'contactPhone', message: 'Phone number is required' },
        { path: 'subject', key: 'contactSubject', message: 'Subject is required' },
        { path: 'message', key: 'contactMessage', message: 'Message is too short (minimum 10 characters)' },
      ]),
    );
    expect(body.error.details.map((detail) => detail.message)).not.toContain(validationMessages.tooLong);
  });

  it('refuses hidden characters and a line break in a one-line field, storing and sending nothing', async () => {
    const messages = contactMessageModel(system.services.notify?.mongo ?? expect.fail('notify not started'));
    const before = await messages.countDocuments();
    const attempts = [
      { field: 'name', value: 'Ana \u202eexe.kcatta' },
      { field: 'subject', value: 'Offer\r\nBcc: victim@example.com' },
      { field: 'phone', value: '070 123 456\nName: Director' },
      { field: 'message', value: 'Please call me\u0000 back soon.' },
    ];
    for (const { field, value } of attempts) {
      const response = await postContact({ ...visitor, subject: 'Hidden test', [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'VALIDATION_FAILED',
          message: expect.any(String),
          details: [
            { path: field, key: 'textHiddenCharacters', message: validationMessages.textHiddenCharacters },
          ],
        },
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await messages.countDocuments()).toBe(before);
    expect(system.smtp.messages.some((message) => message.raw.includes('Hidden test'))).toBe(false);
  });

  it('refuses unknown fields', async () => {
    const response = await postContact({ ...visitor, isAdmin: true });
    expect(response.statusCode).toBe(400);
  });

  it('answers a bot that fills the hidden field like a person, and nothing reaches the showroom', async () => {
    const messages = contactMessageModel(system.services.notify?.mongo ?? expect.fail('notify not started'));
    const before = await messages.countDocuments();
    const response = await postContact({
      ...visitor,
      subject: 'Cheap backlinks',
      website: 'http://spam.test',
    });
    expect(response.statusCode).toBe(202);
    expect(contactAcceptedSchema.safeParse(response.json()).success).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await messages.countDocuments()).toBe(before);
    expect(system.smtp.messages.some((message) => message.raw.includes('Cheap backlinks'))).toBe(false);
  });

  it('limits each visitor address to 5 messages a minute (429 RATE_LIMITED)', async () => {
    const address = nextClientAddress();
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await postContact({ ...visitor, subject: `Limit ${sent}` }, address)).statusCode).toBe(202);
    }
    const limited = await postContact({ ...visitor, subject: 'Limit 5' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a moment and try again.' },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await postContact({ ...visitor, subject: 'Other visitor' })).statusCode).toBe(202);
  });

  it('refuses a write without a JSON body or the client header (CSRF rule)', async () => {
    const response = await system.gateway.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: nextClientAddress(),
      payload: 'name=x',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/contact while the mail queue is unreachable', () => {
  let degraded: TestSystem;

  beforeAll(async () => {
    degraded = await startTestSystem({
      services: ['notify'],
      env: {
        CONTACT_RECIPIENT: COMPANY,
        MAIL_REDIS_URL: 'redis://127.0.0.1:9',
        MAIL_ENQUEUE_TIMEOUT_MS: '300',
      },
    });
  });

  afterAll(async () => {
    await degraded.close();
  });

  it('still stores the message and answers 202', async () => {
    const response = await degraded.gateway.inject({
      method: 'POST',
      url: '/api/contact',
      headers: json,
      remoteAddress: nextClientAddress(),
      payload: { ...visitor, subject: 'Queue is down' },
    });
    expect(response.statusCode).toBe(202);
    const { id } = contactAcceptedSchema.parse(response.json());
    const stored = await contactMessageModel(
      degraded.services.notify?.mongo ?? expect.fail('notify not started'),
    )
      .findById(id)
      .lean();
    expect(stored).toMatchObject({ subject: 'Queue is down', recipient: COMPANY });
  });
});
