import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages, type BilingualProduct, type ProductImportResult } from '@hiti/contracts';
import { loginAs } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

let system: TestSystem;
let manager: string;

const PRODUCTS = [
  {
    name: { mk: 'Камин Верона 70', al: 'Kamina Verona 70' },
    description: { mk: 'Вграден камин, 9 kW,\nсо "чисто стакло"', al: '' },
    category: 'Kamina Montues',
    imageUrl: '/attached_assets/demo-kamin-montues.jpg',
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
    imageUrl: '/attached_assets/demo-aksesor.jpg',
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

async function products(): Promise<BilingualProduct[]> {
  const response = await system.gateway.inject({ method: 'GET', url: '/api/products?sort=price-low-high' });
  return response.json<BilingualProduct[]>().sort((a, b) => a.id - b.id);
}

/** The fields a file carries (timestamps and computed fields aside). */
const stored = ({ createdAt: _c, updatedAt: _u, ...rest }: BilingualProduct) => rest;

beforeAll(async () => {
  system = await startTestSystem({ services: ['catalog', 'identity'] });
  manager = await loginAs(system, 'product_manager');
  for (const name of ['Kamina Montues', 'Aksesor']) {
    await system.gateway.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { cookie: manager, 'content-type': 'application/json' },
      payload: { name: { mk: name } },
    });
  }
  for (const product of PRODUCTS) {
    const response = await system.gateway.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie: manager, 'content-type': 'application/json' },
      payload: product,
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
    expect(response.body.split('\r\n')[0]).toBe(
      '\uFEFFid,name,name_al,description,description_al,category,imageUrl,pdfUrl,fullPrice,unitPrice,' +
        'unitType,inStock,onPromo,promoPrice,promoStartDate,promoEndDate,featured',
    );
    expect(response.body).toContain(',Камин Верона 70,Kamina Verona 70,');
    expect(response.body).toContain(`,'=1+1,'-2,`);
    expect((await exportCsv(null)).statusCode).toBe(401);
  });

  it('round-trips: importing an export changes nothing, and brings a deleted product back under its id', async () => {
    const before = await products();
    const file = (await exportCsv()).body;
    expect(await importOk(file, false)).toEqual({ dryRun: false, created: 0, updated: 3, errors: [] });
    expect((await products()).map(stored)).toEqual(before.map(stored));

    const removed = before[1];
    const deleted = await system.gateway.inject({
      method: 'DELETE',
      url: `/api/products/${removed?.id}`,
      headers: { cookie: manager, 'x-hiti-client': 'web' },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await importOk(file, true)).toEqual({ dryRun: true, created: 1, updated: 2, errors: [] });
    expect(await products()).toHaveLength(2);
    expect(await importOk(file, false)).toEqual({ dryRun: false, created: 1, updated: 2, errors: [] });
    expect((await products()).map(stored)).toEqual(before.map(stored));
  });

  it('updates only the columns a file has and creates rows without an id; the next read shows it', async () => {
    const [first] = await products();
    const file = `id,fullPrice\n${first?.id},1999\n`;
    expect(await importOk(file, false)).toMatchObject({ updated: 1, created: 0 });
    const changed = (await products()).find((product) => product.id === first?.id);
    expect(changed).toEqual({
      ...first,
      fullPrice: 1999,
      effectivePrice: 1999,
      updatedAt: changed?.updatedAt,
    });

    const newRow =
      'name,name_al,description,description_al,category,imageUrl\n' +
      'Нов производ,Produkt i ri,Опис,,aksesor,/attached_assets/demo.jpg\n';
    expect(await importOk(newRow, false)).toMatchObject({ created: 1, updated: 0 });
    const created = (await products()).find((product) => product.name.mk === 'Нов производ');
    expect(created).toMatchObject({
      name: { mk: 'Нов производ', al: 'Produkt i ri' },
      description: { mk: 'Опис', al: '' },
      category: { mk: 'Aksesor', al: '' },
      unitType: 'kg',
      inStock: true,
    });
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
      errors: [{ row: 1, field: 'colour', message: 'Unknown column' }],
    });
    const json = await importCsv(JSON.stringify({ name: 'x' }), false, 'application/json');
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('refuses a yes/no cell that is not true, false, 1 or 0 with a message the admin translates', async () => {
    const [first] = await products();
    const result = await importOk(`id,inStock,onPromo,featured\n${first?.id},yes,0,TRUE\n`, true);
    expect(result.errors).toEqual([{ row: 2, field: 'inStock', message: validationMessages.booleanInvalid }]);
  });

  it('reads a decimal comma in a price cell, and refuses a price it cannot read as unreadable', async () => {
    const row = (price: string) => `Цена,,Опис,,Aksesor,/attached_assets/demo.jpg,${price}`;
    const file = ['name,name_al,description,description_al,category,imageUrl,fullPrice', row('"5,40"')]
      .concat(row('1.299'), row('-5'))
      .join('\n');
    expect((await importOk(file, true)).errors).toEqual([
      { row: 3, field: 'fullPrice', message: validationMessages.priceUnreadable },
      { row: 4, field: 'fullPrice', message: validationMessages.priceMin },
    ]);
    const pellets = (await products()).find((product) => product.name.mk === 'Пелети од бука 15 kg');
    expect(await importOk(`id,fullPrice\n${pellets?.id},"5,40"\n`, false)).toMatchObject({ updated: 1 });
    expect((await products()).find((product) => product.id === pellets?.id)?.fullPrice).toBe(5.4);
  });

  it('imports a file separated by semicolons, as a spreadsheet with a decimal comma saves it', async () => {
    const pellets = (await products()).find((product) => product.name.mk === 'Пелети од бука 15 kg');
    const file = `\uFEFFid;fullPrice;unitPrice;inStock\r\n${pellets?.id};6,20;0,41;1\r\n`;
    expect(await importOk(file, false)).toEqual({ dryRun: false, created: 0, updated: 1, errors: [] });
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
      { row: 4, field: 'inStock', message: validationMessages.booleanInvalid },
    ]);
  });
});
