import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BilingualProduct, CatalogImportRow, CatalogImportStart, ProductImport } from '@hiti/contracts';
import { startCatalog, type TestCatalog } from './support/catalog';
import { fields, waitForImport } from './support/imports';

/** One row per step, so that a test sees an import in the middle of its run. */
let catalog: TestCatalog & { dbName: string };
let existing: BilingualProduct;
const ROWS = 150;
let other: BilingualProduct;

const list = async () => (await catalog.call('GET', '/products')).json<BilingualProduct[]>();

function manyRows(tag: string): CatalogImportRow[] {
  return [
    { row: 2, id: existing.id, product: { name: { mk: `Преименуван ${tag}`, al: '' } } },
    ...Array.from({ length: ROWS - 1 }, (_, index) => ({
      row: index + 3,
      id: null,
      product: fields(`${tag} ${index}`),
    })),
  ];
}

async function start(rows: CatalogImportRow[]): Promise<ProductImport> {
  const started = (await catalog.call('POST', '/products/imports', { rows })).json<CatalogImportStart>();
  if (!('import' in started)) throw new Error(JSON.stringify(started));
  return started.import;
}

const marked = () =>
  catalog.app.mongo.collection('products').countDocuments({ pendingImport: { $exists: true } });

beforeAll(async () => {
  catalog = await startCatalog({ env: { PRODUCT_IMPORT_CHUNK_ROWS: '1' } });
  await catalog.call('POST', '/categories', { name: { mk: 'Aksesor' } });
  existing = (await catalog.call('POST', '/products', fields('Прибор'))).json<BilingualProduct>();
  other = (await catalog.call('POST', '/products', fields('Друг'))).json<BilingualProduct>();
});

afterAll(async () => {
  await catalog.close();
});

describe('an import job while it runs', () => {
  it('shows visitors none of its rows until it completes, then all of them at once', async () => {
    const job = await start(manyRows('Видливо'));
    const seen: number[] = [];
    for (let round = 0; ; round += 1) {
      // an admin's edit meanwhile moves the catalogue version on: every list reads the products again
      await catalog.call('PATCH', `/products/${other.id}`, { inStock: round % 2 === 0 });
      // the reads first, then the job's state: a job still running then was running during them
      const products = await list();
      const page = (await catalog.call('GET', `/products/${existing.id}`)).json<BilingualProduct>();
      const status = (await catalog.call('GET', `/products/imports/${job.id}`)).json<ProductImport>();
      const fromImport = products.filter((product) => product.name.mk.startsWith('Видливо')).length;
      const renamed = products.some((product) => product.name.mk === 'Преименуван Видливо');
      // all or nothing, within each single read
      const mine = products.filter((product) => product.id === existing.id).map((p) => p.name.mk);
      expect({ fromImport, renamed, mine }).toEqual(
        fromImport === 0
          ? { fromImport, renamed: false, mine }
          : { fromImport: ROWS - 1, renamed: true, mine },
      );
      if (status.state === 'running') {
        expect(fromImport).toBe(0);
        expect(page.name.mk).toBe('Прибор');
      }
      if (status.state === 'running' && status.rowsDone > 0) seen.push(status.rowsDone);
      if (status.state === 'completed') break;
    }
    // progress was seen moving, in the middle of the run
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.some((done) => done > 0 && done < ROWS)).toBe(true);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect((await list()).filter((product) => product.name.mk.startsWith('Видливо'))).toHaveLength(ROWS - 1);
    expect((await catalog.call('GET', `/products/${existing.id}`)).json<BilingualProduct>().name.mk).toBe(
      'Преименуван Видливо',
    );
    expect(await marked()).toBe(0);
  });

  it('cancels in the middle: nothing of it shows, and the file may be sent again', async () => {
    const before = await list();
    const rows = manyRows('Откажано');
    const job = await start(rows);
    await waitForImport(catalog, job.id, (status) => status.state === 'running' && status.rowsDone > 0);
    const cancelling = await catalog.call('POST', `/products/imports/${job.id}/cancel`);
    expect(cancelling.statusCode).toBe(200);
    expect(cancelling.json<ProductImport>().cancelRequested).toBe(true);
    const cancelled = await waitForImport(catalog, job.id, (status) => status.finishedAt !== null);
    expect(cancelled).toMatchObject({ state: 'cancelled', created: 0, updated: 0 });
    expect(cancelled.rowsDone).toBeLessThan(ROWS);
    expect(await list()).toEqual(before);
    expect(await marked()).toBe(0);
    expect(await catalog.app.mongo.collection('products').countDocuments()).toBe(before.length);

    const again = await start(rows);
    expect(again.id).not.toBe(job.id);
    expect(again.repeated).toBe(false);
    await catalog.call('POST', `/products/imports/${again.id}/cancel`);
    await waitForImport(catalog, again.id, (status) => status.state === 'cancelled');
  });
});

describe('an import job queued with no worker running', () => {
  it('is cancelled at once, and no worker taking it later imports it', async () => {
    const idle = await startCatalog({ dbName: catalog.dbName, env: { PRODUCT_IMPORT_WORKER: 'false' } });
    try {
      const before = await list();
      const started = (
        await idle.call('POST', '/products/imports', {
          rows: [{ row: 2, id: null, product: fields('Чека') }],
        })
      ).json<CatalogImportStart>();
      if (!('import' in started)) throw new Error(JSON.stringify(started));
      expect(started.import).toMatchObject({ state: 'queued', rowsTotal: 1, rowsDone: 0 });
      const cancelled = (
        await idle.call('POST', `/products/imports/${started.import.id}/cancel`)
      ).json<ProductImport>();
      expect(cancelled).toMatchObject({ state: 'cancelled', cancelRequested: true });
      expect(await list()).toEqual(before);
    } finally {
      await idle.close();
    }
  });
});
