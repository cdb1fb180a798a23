import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auditPageSchema, eventQueueName, type Caller } from '@hiti/contracts';
import { createApp, events, type DomainEvents } from '@hiti/service-kit';
import { env, firstAdmin, internalHeaders, startIdentity } from './support';

const DATABASE = 'identity_import_audit';
const manager: Caller = { id: 7, username: 'ana', role: 'product_manager' };

let identity: FastifyInstance;
/** The catalog, publishing through the events plugin. */
const catalog = createApp({ service: 'catalog', logger: false });
let publisher: DomainEvents;

beforeAll(async () => {
  identity = await startIdentity(DATABASE);
  await catalog.register(events, { redisUrl: env.redisUrl, prefix: env.prefix(DATABASE) });
  await catalog.ready();
  publisher = catalog.events;
});

afterAll(async () => {
  await catalog.close();
  await identity.close();
});

async function importEntries() {
  const response = await identity.inject({
    method: 'GET',
    url: '/audit?entity=product&pageSize=100',
    headers: internalHeaders(firstAdmin),
  });
  expect(response.statusCode, response.body).toBe(200);
  return auditPageSchema.parse(response.json()).items;
}

/** Events of the identity queue handled so far. */
const handled = () => identity.redis.zcard(`${env.prefix(DATABASE)}:${eventQueueName('identity')}:completed`);

async function eventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('products.imported', () => {
  it('writes one audit entry per completed import, with its counts, in the name of its sender', async () => {
    const completed = {
      importId: '0123456789abcdef01234567',
      rows: 12,
      created: 9,
      updated: 2,
      unchanged: 1,
      actor: manager,
    };
    await publisher.publish('products.imported', completed);
    await publisher.publish('products.imported', completed);
    await publisher.publish('products.imported', { ...completed, importId: 'unknown-sender', actor: null });
    await eventually(async () => (await handled()) === 3);

    const entries = await importEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: manager,
      action: 'update',
      entityId: `import:${completed.importId}`,
      summary: `Imported 12 CSV rows (import ${completed.importId}): 9 created, 2 updated, 1 unchanged`,
      after: { importId: completed.importId, rows: 12, created: 9, updated: 2, unchanged: 1 },
    });
  });
});
