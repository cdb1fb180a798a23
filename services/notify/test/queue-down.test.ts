import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '@hiti/local/test-env';
import type { ContactAccepted } from '@hiti/contracts';
import { contactMessageModel } from '../src/models/contact-message';
import { mailOutboxModel } from '../src/models/mail-outbox';
import { startRedisGate, type RedisGate } from './support/redis-gate';
import { eventually, startNotify, type StartedNotify } from './support/start-notify';

let gate: RedisGate;
let notify: StartedNotify;

beforeAll(async () => {
  gate = await startRedisGate(testEnv().redisUrl);
  notify = await startNotify({ env: { MAIL_REDIS_URL: gate.url } });
});

afterAll(async () => {
  await notify.close();
  await gate.stop();
});

async function postContact(target: StartedNotify, subject: string): Promise<string> {
  const started = Date.now();
  const response = await target.call({
    method: 'POST',
    url: '/contact',
    payload: {
      name: 'Elena Stojanova',
      email: 'elena@example.com',
      phone: '078999000',
      subject,
      message: 'This message must not get lost.',
    },
  });
  expect(response.statusCode).toBe(202);
  expect(Date.now() - started).toBeLessThan(3000);
  return response.json<ContactAccepted>().id;
}

async function expectStoredNotQueued(target: StartedNotify, id: string): Promise<void> {
  expect(await contactMessageModel(target.app.mongo).exists({ _id: id })).toBeTruthy();
  const entry = await mailOutboxModel(target.app.mongo)
    .findOne({ jobId: `contact.message-${id}` })
    .lean();
  expect(entry).toMatchObject({ status: 'queued', attempts: 0 });
}

async function expectSentOnce(target: StartedNotify, id: string): Promise<void> {
  await target.sink.waitFor((message) => message.raw.includes(id), 20_000);
  await eventually(async () => {
    const entry = await mailOutboxModel(target.app.mongo)
      .findOne({ jobId: `contact.message-${id}` })
      .lean();
    expect(entry).toMatchObject({ status: 'sent', attempts: 1 });
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(target.sink.messages.filter((message) => message.raw.includes(id))).toHaveLength(1);
}

describe('a contact message while the queue is down', () => {
  it('is stored and answered, then queued and sent once the queue is back', async () => {
    await gate.close();
    const id = await postContact(notify, 'Sent while Redis was down');
    await expectStoredNotQueued(notify, id);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(notify.sink.messages).toHaveLength(0);

    await gate.open();
    await expectSentOnce(notify, id);
  });

  it('is sent by the sweeper of the next start when the process stopped before the queue came back', async () => {
    await gate.close();
    const first = await startNotify({ env: { MAIL_REDIS_URL: gate.url } });
    const id = await postContact(first, 'Sent before a restart');
    await expectStoredNotQueued(first, id);
    await first.close();

    await gate.open();
    const second = await startNotify({ env: { MAIL_REDIS_URL: gate.url }, names: first.names });
    try {
      await expectSentOnce(second, id);
    } finally {
      await second.close();
    }
  });
});
