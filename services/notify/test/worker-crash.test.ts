import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue, Worker } from 'bullmq';
import { testEnv } from '@hiti/local/test-env';
import { MAIL_QUEUE, type ContactAccepted, type MailOutboxEntry, type MailOutboxPage } from '@hiti/contracts';
import { createRedis } from '@hiti/service-kit';
import { MailOutbox } from '../src/mail/outbox';
import { mailOutboxModel } from '../src/models/mail-outbox';
import { eventually, startNotify, type StartedNotify } from './support/start-notify';

/** The notify API alone; the mail is taken by workers that stop in the middle of sending it. */
let api: StartedNotify;

beforeAll(async () => {
  api = await startNotify({ env: { MAIL_WORKER: 'false' } });
});

afterAll(async () => {
  await api.close();
});

const SHORT_LOCK = { lockDuration: 200, stalledInterval: 200 } as const;

function workerConnection() {
  return createRedis(testEnv().redisUrl, { forWorkers: true });
}

/**
 * A mail worker that takes the next job, counts its attempt in the outbox as the real one does, and then
 * stops dead (its process killed): the job's lock is left to run out.
 */
async function workerDiesWhileSending(): Promise<void> {
  const outbox = new MailOutbox(mailOutboxModel(api.app.mongo));
  const connection = workerConnection();
  let started: () => void = () => undefined;
  const sending = new Promise<void>((resolve) => {
    started = resolve;
  });
  const worker = new Worker(
    MAIL_QUEUE,
    async (job) => {
      await outbox.startAttempt(job.id ?? '');
      started();
      await new Promise(() => undefined);
    },
    { connection, prefix: api.names.prefix, ...SHORT_LOCK },
  );
  await sending;
  await worker.close(true);
  connection.disconnect();
}

/** How many mail jobs wait for a worker. */
async function waitingJobs(): Promise<number> {
  const connection = createRedis(testEnv().redisUrl);
  const queue = new Queue(MAIL_QUEUE, { connection, prefix: api.names.prefix });
  try {
    return (await queue.getJobCounts('waiting')).waiting ?? 0;
  } finally {
    await queue.close();
    connection.disconnect();
  }
}

/** Runs the queue's check for jobs whose worker died, without taking any job itself. */
async function checkStalledJobs(until: () => Promise<boolean>): Promise<void> {
  const connection = workerConnection();
  const checker = new Worker(MAIL_QUEUE, null, {
    connection,
    prefix: api.names.prefix,
    autorun: false,
    ...SHORT_LOCK,
  });
  try {
    await checker.startStalledCheckTimer();
    await eventually(async () => expect(await until()).toBe(true));
  } finally {
    await checker.close(true);
    connection.disconnect();
  }
}

async function outboxEntry(id: string): Promise<MailOutboxEntry | undefined> {
  const response = await api.call({ method: 'GET', url: '/mail-outbox', role: 'super_admin' });
  return response.json<MailOutboxPage>().items.find((entry) => entry.subject.includes(id));
}

describe('a mail whose worker is killed while sending it', () => {
  it('is shown as failed once the queue gives up on it, and a super admin can send it again', async () => {
    const posted = await api.call({
      method: 'POST',
      url: '/contact',
      payload: {
        name: 'Goran Trajkov',
        email: 'goran@example.com',
        phone: '070555666',
        subject: 'Crash twice',
        message: 'A message whose worker dies twice.',
      },
    });
    expect(posted.statusCode).toBe(202);
    const { id } = posted.json<ContactAccepted>();
    await eventually(async () => expect(await waitingJobs()).toBeGreaterThan(0));

    // Killed twice in the middle of this mail: the queue then fails it for good.
    await workerDiesWhileSending();
    await checkStalledJobs(async () => (await waitingJobs()) > 0);
    await workerDiesWhileSending();
    await checkStalledJobs(async () => (await waitingJobs()) > 0);

    const worker = await startNotify({ names: api.names });
    try {
      const failed = await eventually(async () => {
        const entry = await outboxEntry('Crash twice');
        expect(entry?.status).toBe('failed');
        return entry;
      });
      expect(failed).toMatchObject({ attempts: 2, lastError: expect.any(String) });

      const retried = await api.call({
        method: 'POST',
        url: `/mail-outbox/${failed?.id ?? ''}/retry`,
        role: 'super_admin',
      });
      expect(retried.statusCode).toBe(202);
      await worker.sink.waitFor((message) => message.raw.includes(id));
      await eventually(async () => expect((await outboxEntry('Crash twice'))?.status).toBe('sent'));
    } finally {
      await worker.close();
    }
  });
});
