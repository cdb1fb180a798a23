import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  validationMessages,
  type AuditPage,
  type BilingualProduct,
  type ProductImport,
  type ProductImportResult,
} from '@hiti/contracts';
import { loginAs } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

let system: TestSystem;
let manager: string;
let superAdmin: string;

const PRODUCTS = [
  {
    name: { mk: 'Камин Верона 70', al: 'Kamina Verona 70' },
    description: { mk: 'Вграден камин, 9 kW,\nсо "чисто стакло"', al: '' },
    category: 'Kamina Montues',
    imageUrl: '/attached_assets/demo-kamin-montues_600w.jpg',
    fullPrice: 1890,
    promoPrice: 1590,
    onPromo: true,
    promoStartDate: '2025-03-01T00:00:00.000Z',
    promoEndDate: '2025-03-31T23:59:59.999Z',
    featured: true,
    pdfUrl: 'https://example.com/verona.pdf',
  },
  {
    name: { mk: 'Пелети од бука 15 kg', al: 'Pelet ahu 15 kg' },
    description: { mk: 'Цена за вреќа', al: 'Çmimi për thes' },
    category: 'Aksesor',
    imageUrl: '/attached_assets/demo-aksesor_600w.jpg',
    fullPrice: 5.4,
    unitPrice: 0.36,
    inStock: false,
  },
  {
    name: { mk: '=1+1', al: '-2' },
    description: { mk: 'Formula-like name' },
    category: 'Aksesor',
    imageUrl: 'https://example.com/x.jpg',
    unitType: 'piece',
  },
];

async function exportCsv(cookie: string | null = manager) {
  return system.gateway.inject({
    method: 'GET',
    url: '/api/products/export.csv',
    headers: cookie ? { cookie } : {},
  });
}

async function importCsv(text: string | Buffer, dryRun: boolean, contentType = 'text/csv') {
  return system.gateway.inject({
    method: 'POST',
    url: `/api/products/import?dryRun=${dryRun}`,
    headers: { cookie: manager, 'content-type': contentType, 'x-hiti-client': 'web' },
    payload: text,
  });
}

async function importOk(text: string, dryRun: boolean): Promise<ProductImportResult> {
  const response = await importCsv(text, dryRun);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductImportResult>();
}

async function readImport(id: string): Promise<ProductImport> {
  const response = await system.gateway.inject({
    method: 'GET',
    url: `/api/products/imports/${id}`,
    headers: { cookie: manager },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<ProductImport>();
}

/** Sends a file to import: 202 with the queued job, then its report once it is done. */
async function imported(text: string): Promise<ProductImport> {
  const response = await importCsv(text, false);
  expect(response.statusCode, response.body).toBe(202);
  const deadline = Date.now() + 30_000;
  for (let job = response.json<ProductImport>(); ; job = await readImport(job.id)) {
    if (job.finishedAt !== null) return job;
    if (Date.now() > deadline) throw new Error(`import ${job.id} did not finish`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function importAudits(): Promise<AuditPage['items']> {
  const response = await system.gateway.inject({
    method: 'GET',
    url: '/api/audit?entity=product&pageSize=100',
    headers: { cookie: superAdmin },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditPage>().items.filter((entry) => entry.entityId.startsWith('import:'));
}

async function products(): Promise<BilingualProduct[]> {
  const response = await system.gateway.inject({ method: 'GET', url: '/api/products?sort=price-low-high' });
  return response.json<BilingualProduct[]>().sort((a, b) => a.id - b.id);
}

/** The fields a file carries (timestamps and computed fields aside). */
const stored = ({ createdAt: _c, updatedAt: _u, ...rest }: BilingualProduct) => rest;

beforeAll(async () => {
  system = await startTestSystem({ services: ['catalog', 'identity'] });
  manager = await loginAs(system, 'product_manager');
  superAdmin = await loginAs(system, 'super_admin');
  for (const name of ['Kamina Montues', 'Aksesor']) {
    await system.gateway.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { cookie: manager, 'content-type': 'application/json' },
      payload: { name: { mk: name } },
    });
  }
  const brand = await system.gateway.inject({
    method: 'POST',
    url: '/api/brands',
    headers: { cookie: manager, 'content-type': 'application/json' },
    payload: { name: 'Jøtul' },
  });
  expect(brand.statusCode, brand.body).toBe(201);
  for (const [index, product] of PRODUCTS.entries()) {
    const response = await system.gateway.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie: manager, 'content-type': 'application/json' },
      // the first one is of a brand, the others of none
      payload: index === 0 ? { ...product, brandId: brand.json<{ id: number }>().id } : product,
    });
    expect(response.statusCode, response.body).toBe(201);
  }
});

afterAll(async () => {
  await system.close();
});

describe('product CSV', () => {
  it('exports every product as a UTF-8 CSV attachment, for staff only', async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="products.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.split('\r\n')[0]).toMatch(
      new RegExp(
        '^\uFEFFid,name,name_al,description,description_al,category,imageUrl,images,images_alt,images_alt_al,' +
          'pdfUrl,fullPrice,unitPrice,' +
          'unitType,inStock,onPromo,promoPrice,promoStartDate,promoEndDate,featured,code,brand(,spec_\\w+)*$',
      ),
    );
    expect(response.body).toContain(',Камин Верона 70,Kamina Verona 70,');
    expect(response.body).toMatch(/,Jøtul,/);
    expect(response.body).toContain(`,'=1+1,'-2,`);
    expect((await exportCsv(null)).statusCode).toBe(401);
  });

  it('round-trips: importing an export changes nothing; a row whose product is gone is refused by id', async () => {
    const before = await products();
    const file = (await exportCsv()).body;
    expect(await imported(file)).toMatchObject({ state: 'completed', created: 0, updated: 0, unchanged: 3 });
    expect((await products()).map(stored)).toEqual(before.map(stored));

    const removed = before[1];
    const deleted = await system.gateway.inject({
      method: 'DELETE',
      url: `/api/products/${removed?.id}`,
      headers: { cookie: manager, 'x-hiti-client': 'web' },
    });
    expect(deleted.statusCode).toBe(204);
    const unknownId = {
      row: 3,
      field: 'id',
      key: 'importIdUnknown',
      message: validationMessages.importIdUnknown,
    };
    expect(await importOk(file, true)).toEqual({
      dryRun: true,
      created: 0,
      updated: 0,
      unchanged: 2,
      errors: [unknownId],
    });
    expect(await importOk(file, false)).toEqual({
      dryRun: false,
      created: 0,
      updated: 0,
      unchanged: 0,
      errors: [unknownId],
    });
    expect(await products()).toHaveLength(2);
    const restored = await system.gateway.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie: manager, 'content-type': 'application/json' },
      payload: PRODUCTS[1],
    });
    expect(restored.statusCode).toBe(201);
  });

  it('reads the brand column by name in any case, empty for none, and refuses a name no brand has', async () => {
    const [first] = await products();
    const header = 'id,brand\n';
    const clear = await imported(`${header}${first?.id},\n`);
    expect(clear).toMatchObject({ state: 'completed', updated: 1 });
    expect((await products())[0]?.brand).toBeNull();
    expect(await imported(`${header}${first?.id},JØTUL\n`)).toMatchObject({ updated: 1 });
    expect((await products())[0]?.brand?.name).toBe('Jøtul');
    const unknown = await importOk(`${header}${first?.id},Nobody\n`, true);
    expect(unknown.errors).toEqual([
      { row: 2, field: 'brand', key: 'brandUnknown', message: validationMessages.brandUnknown },
    ]);
    const brands = await system.gateway.inject({ method: 'GET', url: '/api/brands' });
    expect(brands.json<{ name: string }[]>().map((brand) => brand.name)).toEqual(['Jøtul']);
  });

  it('refuses a row with an id no product has (9999) at the check; later new products keep their ids', async () => {
    const before = await products();
    const file =
      'id,name,name_al,description,description_al,category,imageUrl\n9999,Х,,Опис,,Aksesor,/x.jpg\n';
    const result = await importOk(file, true);
    expect(result.errors).toEqual([
      { row: 2, field: 'id', key: 'importIdUnknown', message: validationMessages.importIdUnknown },
    ]);
    expect((await importCsv(file, false)).statusCode).toBe(200);
    const created = await system.gateway.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie: manager, 'content-type': 'application/json' },
      payload: { ...PRODUCTS[2], name: { mk: 'По 9999', al: '' } },
    });
    expect(created.json<BilingualProduct>().id).toBeLessThan(9999);
    expect(await products()).toHaveLength(before.length + 1);
  });

  it('imports a file as one job with one audit entry; the same file again creates nothing twice', async () => {
    const auditsBefore = (await importAudits()).length;
    const count = (await products()).length;
    const file =
      'name,name_al,description,description_al,category,imageUrl\n' +
      'Двапати,Dy herë,Опис,,aksesor,/attached_assets/demo.jpg\n';
    const first = await imported(file);
    expect(first).toMatchObject({
      state: 'completed',
      rowsTotal: 1,
      rowsDone: 1,
      created: 1,
      repeated: false,
    });
    const again = await importCsv(file, false);
    expect(again.statusCode).toBe(202);
    expect(again.json<ProductImport>()).toMatchObject({ id: first.id, state: 'completed', repeated: true });
    expect((await products()).filter((product) => product.name.mk === 'Двапати')).toHaveLength(1);
    expect(await products()).toHaveLength(count + 1);
    // written by identity on the import's completion event; the repeated file adds none
    await expect.poll(async () => (await importAudits()).length, { timeout: 15_000 }).toBe(auditsBefore + 1);
    const audits = await importAudits();
    expect(audits).toHaveLength(auditsBefore + 1);
    expect(audits[0]).toMatchObject({
      entityId: `import:${first.id}`,
      actor: { role: 'product_manager' },
      summarized: {
        key: 'productImportCompleted',
        values: { importId: first.id, rows: 1, created: 1, updated: 0, unchanged: 0 },
      },
      after: { importId: first.id, rows: 1, created: 1, updated: 0, unchanged: 0 },
    });
  });

  it('reads and cancels imports for staff only', async () => {
    const unknown = await system.gateway.inject({
      method: 'GET',
      url: '/api/products/imports/0123456789abcdef01234567',
      headers: { cookie: manager },
    });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await system.gateway.inject({
      method: 'POST',
      url: '/api/products/imports/0123456789abcdef01234567/cancel',
      headers: { 'x-hiti-client': 'web' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('reports every row error of a file and writes none of it', async () => {
    const before = await products();
    const file = [
      'id,name,name_al,description,description_al,category,imageUrl,fullPrice',
      ',Добар,,Опис,,Aksesor,/attached_assets/demo.jpg,10',
      ',Лош,,Опис,,Nema,/attached_assets/demo.jpg,10',
      'abc,Id,,Опис,,Aksesor,/attached_assets/demo.jpg,10',
      ',Цена,,Опис,,Aksesor,ftp://x,-5',
    ].join('\n');
    const dry = await importOk(file, true);
    expect(dry).toMatchObject({ dryRun: true, created: 1, updated: 0 });
    const wet = await importOk(file, false);
    expect(wet).toMatchObject({ dryRun: false, created: 0, updated: 0 });
    for (const result of [dry, wet]) {
      expect(result.errors.map((error) => [error.row, error.field])).toEqual([
        [3, 'category'],
        [4, 'id'],
        [5, 'imageUrl'],
        [5, 'fullPrice'],
      ]);
    }
    expect(await products()).toEqual(before);
  });

  it('answers a broken header with its errors, and a body that is not CSV with 415', async () => {
    expect(await importOk('fullPrice,colour\nx,y\n', false)).toEqual({
      dryRun: false,
      created: 0,
      updated: 0,
      unchanged: 0,
      errors: [{ row: 1, field: 'colour', key: 'importColumnUnknown', message: 'Unknown column' }],
    });
    const json = await importCsv(JSON.stringify({ name: 'x' }), false, 'application/json');
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('refuses a yes/no cell that is not true, false, 1 or 0 with a message the admin translates', async () => {
    const [first] = await products();
    const result = await importOk(`id,inStock,onPromo,featured\n${first?.id},yes,0,TRUE\n`, true);
    expect(result.errors).toEqual([
      { row: 2, field: 'inStock', key: 'booleanInvalid', message: validationMessages.booleanInvalid },
    ]);
  });

  it('exports a product’s code, and a row without an id naming that code updates the product', async () => {
    const [first] = await products();
    await imported(`id,code\n${first?.id},ab-100\n`);
    expect((await exportCsv()).body).toContain(',AB-100,');
    const count = (await products()).length;
    const result = await imported(
      'name,name_al,description,description_al,category,imageUrl,code\n' +
        'Со шифра,,Опис,,aksesor,/attached_assets/demo.jpg,AB-100\n',
    );
    expect(result).toMatchObject({ created: 0, updated: 1 });
    expect(await products()).toHaveLength(count);
    expect((await products()).find((product) => product.id === first?.id)?.name.mk).toBe('Со шифра');
  });

  it('reads a unit by its key or its name in either language, and refuses an unknown unit', async () => {
    const [first, second, third] = await products();
    const file = `id,unitType\n${first?.id},copë\n${second?.id},кг\n${third?.id},bucket\n`;
    expect((await importOk(file, true)).errors).toEqual([
      { row: 4, field: 'unitType', key: 'unitTypeUnknown', message: validationMessages.unitTypeUnknown },
    ]);
    await imported(`id,unitType\n${first?.id},copë\n${second?.id},Вреќа\n`);
    const after = await products();
    expect(after.find((product) => product.id === first?.id)?.unitType).toBe('piece');
    expect(after.find((product) => product.id === second?.id)?.unitType).toBe('bag');
  });

  it('reads a decimal comma in a price cell, and refuses a price it cannot read as unreadable', async () => {
    const row = (price: string) => `Цена,,Опис,,Aksesor,/attached_assets/demo.jpg,${price}`;
    const file = ['name,name_al,description,description_al,category,imageUrl,fullPrice', row('"5,40"')]
      .concat(row('1.299'), row('-5'))
      .join('\n');
    expect((await importOk(file, true)).errors).toEqual([
      { row: 3, field: 'fullPrice', key: 'priceUnreadable', message: validationMessages.priceUnreadable },
      { row: 4, field: 'fullPrice', key: 'priceMin', message: validationMessages.priceMin },
    ]);
    const pellets = (await products()).find((product) => product.name.mk === 'Пелети од бука 15 kg');
    expect(await imported(`id,fullPrice\n${pellets?.id},"5,40"\n`)).toMatchObject({ unchanged: 1 });
    expect((await products()).find((product) => product.id === pellets?.id)?.fullPrice).toBe(5.4);
  });

  it('imports a file separated by semicolons, as a spreadsheet with a decimal comma saves it', async () => {
    const pellets = (await products()).find((product) => product.name.mk === 'Пелети од бука 15 kg');
    const file = `\uFEFFid;fullPrice;unitPrice;inStock\r\n${pellets?.id};6,20;0,41;1\r\n`;
    expect(await imported(file)).toMatchObject({ state: 'completed', created: 0, updated: 1 });
    expect((await products()).find((product) => product.id === pellets?.id)).toMatchObject({
      fullPrice: 6.2,
      unitPrice: 0.41,
      inStock: true,
    });
  });

  it('refuses a file that is not UTF-8 with 400 and changes nothing', async () => {
    const before = await products();
    const pellets = before.find((product) => product.name.mk === 'Пелети од бука 15 kg');
    // "Пелети" in Windows-1251, as a spreadsheet's legacy CSV writes it
    const windows1251 = Buffer.from([0xcf, 0xe5, 0xeb, 0xe5, 0xf2, 0xe8]);
    const file = Buffer.concat([
      Buffer.from(`id,name,name_al\n${pellets?.id},`),
      windows1251,
      Buffer.from(',Pelet\n'),
    ]);
    for (const dryRun of [true, false]) {
      const response = await importCsv(file, dryRun);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'MALFORMED_BODY',
          message: 'The file is not a CSV file in UTF-8. In the spreadsheet, save it as "CSV UTF-8".',
        },
      });
    }
    expect(await products()).toEqual(before);
  });

  it('numbers rows as a spreadsheet shows them, whatever line breaks quoted cells hold', async () => {
    const file = [
      'name,name_al,description,description_al,category,imageUrl,inStock',
      'Прв,,"Опис во\r\nдва реда",,Aksesor,/attached_assets/demo.jpg,1',
      'Втор,,"Опис во\nтри\nреда",,Aksesor,/attached_assets/demo.jpg,1',
      'Трет,,Опис,,Aksesor,/attached_assets/demo.jpg,maybe',
    ].join('\r\n');
    expect((await importOk(file, true)).errors).toEqual([
      { row: 4, field: 'inStock', key: 'booleanInvalid', message: validationMessages.booleanInvalid },
    ]);
  });
});
