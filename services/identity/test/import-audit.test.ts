import { describe, expect, it } from 'vitest';
import { auditPageSchema, type Caller } from '@hiti/contracts';
import { eventually, useIdentityWithPublisher } from './event-support';
import { firstAdmin, internalHeaders } from './support';

const DATABASE = 'identity_import_audit';
const manager: Caller = { id: 7, username: 'ana', role: 'product_manager' };

const { identity, publisher, handled } = useIdentityWithPublisher(DATABASE, 'catalog');

async function importEntries() {
  const response = await identity().inject({
    method: 'GET',
    url: '/audit?entity=product&pageSize=100',
    headers: internalHeaders(firstAdmin),
  });
  expect(response.statusCode, response.body).toBe(200);
  return auditPageSchema.parse(response.json()).items;
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
    await publisher().publish('products.imported', completed);
    await publisher().publish('products.imported', completed);
    await publisher().publish('products.imported', { ...completed, importId: 'unknown-sender', actor: null });
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
