import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Worker } from 'bullmq';
import { serviceVariables, testEnv } from '@hiti/local/test-env';
import { explicitEnv } from '@hiti/local';
import {
  PRODUCT_IMPORT_QUEUE,
  type BilingualProduct,
  type CatalogImportRow,
  type CatalogImportStart,
  type ProductImport,
} from '@hiti/contracts';
import { createRedis } from '@hiti/service-kit';
import { startCatalog, type TestCatalog } from './support/catalog';
import { fields, waitForImport } from './support/imports';

const REPO = join(import.meta.dirname, '..', '..', '..');
const ROWS = 600;

/** The API alone: the import's job is worked by a catalog process of its own, which is killed midway. */
let api: TestCatalog & { dbName: string; prefix: string };
let existing: BilingualProduct;

beforeAll(async () => {
  api = await startCatalog({ env: { PRODUCT_IMPORT_WORKER: 'false' } });
  await api.call('POST', '/categories', { name: { mk: 'Aksesor' } });
  existing = (await api.call('POST', '/products', fields('Прибор'))).json<BilingualProduct>();
});

afterAll(async () => {
  await api.close();
});

/** A catalog server process working import jobs one row per step. */
function workerProcess(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'services/catalog/src/server.ts'], {
    cwd: REPO,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: explicitEnv(
      serviceVariables({ db: api.dbName, prefix: api.prefix }, { PRODUCT_IMPORT_CHUNK_ROWS: '1' }),
    ),
  });
}

const list = async () => (await api.call('GET', '/products')).json<BilingualProduct[]>();

describe('a worker killed in the middle of an import', () => {
  it('leaves none of it visible, and the job run again imports it once', { timeout: 120_000 }, async () => {
    const rows: CatalogImportRow[] = [
      { row: 2, id: existing.id, product: { name: { mk: 'Преименуван', al: '' } } },
      ...Array.from({ length: ROWS - 1 }, (_, index) => ({
        row: index + 3,
        id: null,
        product: fields(`Увоз ${index}`),
      })),
    ];
    const started = (await api.call('POST', '/products/imports', { rows })).json<CatalogImportStart>();
    if (!('import' in started)) throw new Error(JSON.stringify(started));
    const { id } = started.import;

    const child = workerProcess();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      await waitForImport(api, id, (job) => job.state === 'running' && job.rowsDone >= 5);
    } finally {
      child.kill('SIGKILL');
      await exited;
    }

    const halfway = (await api.call('GET', `/products/imports/${id}`)).json<ProductImport>();
    expect(halfway.state).toBe('running');
    expect(halfway.rowsDone).toBeLessThan(ROWS);
    const marked = await api.app.mongo
      .collection('products')
      .countDocuments({ pendingImport: { $exists: true } });
    expect(marked).toBeGreaterThan(1);
    expect((await list()).map((product) => product.name.mk)).toEqual(['Прибор']);
    expect((await api.call('GET', `/products/${existing.id}`)).json<BilingualProduct>().name.mk).toBe(
      'Прибор',
    );

    // The dead worker's lock runs out (as it does after the lock's duration) and the queue's stalled check
    // hands the job to a live worker, which starts it again from scratch.
    const redis = createRedis(testEnv().redisUrl, { forWorkers: true });
    await redis.del(`${api.prefix}:${PRODUCT_IMPORT_QUEUE}:${id}:lock`);
    redis.disconnect();
    const checkerConnection = createRedis(testEnv().redisUrl, { forWorkers: true });
    const checker = new Worker(PRODUCT_IMPORT_QUEUE, null, {
      connection: checkerConnection,
      prefix: api.prefix,
      autorun: false,
      stalledInterval: 200,
    });
    const live = await startCatalog({ dbName: api.dbName, prefix: api.prefix });
    try {
      await checker.startStalledCheckTimer();
      const done = await waitForImport(api, id, (job) => job.finishedAt !== null);
      expect(done).toMatchObject({ state: 'completed', rowsDone: ROWS, created: ROWS - 1, updated: 1 });
    } finally {
      await checker.close(true);
      checkerConnection.disconnect();
      await live.close();
    }
    const products = await list();
    expect(products).toHaveLength(ROWS);
    expect(new Set(products.map((product) => product.name.mk)).size).toBe(ROWS);
    expect(products.some((product) => product.name.mk === 'Преименуван')).toBe(true);
    expect(await api.app.mongo.collection('products').countDocuments()).toBe(ROWS);
  });
});
