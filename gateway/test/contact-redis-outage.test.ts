import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactAcceptedSchema } from '@hiti/contracts';
import { testEnv } from '@hiti/local/test-env';
import { contactMessageModel } from '../../services/notify/src/models/contact-message';
import { startRedisGate, type RedisGate } from '../../services/notify/test/support/redis-gate';
import { nextClientAddress } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

/** The whole system's Redis (rate limits, cache, mail queue) behind a gate the test can cut or freeze. */
const COMPANY = 'showroom@hitikamina.test';
let gate: RedisGate;
let system: TestSystem;

beforeAll(async () => {
  gate = await startRedisGate(testEnv().redisUrl);
  system = await startTestSystem({
    services: ['notify'],
    env: {
      CONTACT_RECIPIENT: COMPANY,
      REDIS_URL: gate.url,
      MAIL_BACKOFF_MS: '50',
      MAIL_ENQUEUE_TIMEOUT_MS: '300',
      MAIL_SWEEP_INTERVAL_MS: '200',
    },
  });
});

afterAll(async () => {
  await system.close();
  await gate.stop();
});

function post(subject: string, remoteAddress = nextClientAddress()) {
  return system.gateway.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'application/json' },
    remoteAddress,
    payload: {
      name: 'Blagoja Nikolov',
      email: 'blagoja@example.com',
      phone: '075 321 654',
      subject,
      message: 'Sent while the cache and queue server was in trouble.',
    },
  });
}

/** Sends the form while Redis is in trouble; answers the id of the accepted message. */
async function sendDuringOutage(subject: string): Promise<string> {
  const response = await post(subject);
  expect(response.statusCode).toBe(202);
  const { id } = contactAcceptedSchema.parse(response.json());
  const notify = system.services.notify ?? expect.fail('notify not started');
  expect(await contactMessageModel(notify.mongo).findById(id).lean()).toMatchObject({ subject });
  return id;
}

async function expectDeliveredOnce(id: string): Promise<void> {
  await system.smtp.waitFor((message) => message.raw.includes(id), 20_000);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(system.smtp.messages.filter((message) => message.raw.includes(id))).toHaveLength(1);
}

describe('POST /api/contact while Redis is in trouble', () => {
  it('is stored and answered while Redis is down, and mailed once it is back', async () => {
    await gate.close();
    const id = await sendDuringOutage('While Redis is down');
    await gate.open();
    await expectDeliveredOnce(id);
  });

  it('is stored and answered while Redis hangs, and mailed once it answers again', async () => {
    gate.freeze();
    const id = await sendDuringOutage('While Redis hangs');
    gate.thaw();
    await expectDeliveredOnce(id);
  });

  it('keeps counting each address while Redis is down or hangs: the sixth message in a minute is refused', async () => {
    const troubles = [
      { start: () => gate.close(), end: () => gate.open() },
      { start: async () => gate.freeze(), end: async () => gate.thaw() },
    ];
    for (const trouble of troubles) {
      await trouble.start();
      const address = nextClientAddress();
      const statuses: number[] = [];
      try {
        for (let sent = 0; sent < 6; sent += 1)
          statuses.push((await post(`Burst ${sent}`, address)).statusCode);
      } finally {
        await trouble.end();
      }
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    }
  });
});
