import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditSummaryText } from '@hiti/contracts';
import type { AuditPage, BilingualCategory, Category, Product, BilingualProduct } from '@hiti/contracts';
import { loginAs } from './support/login';
import { type WriteMethod, readOk, sendWrite } from './support/requests';
import { internalHeaders, startTestSystem, type TestSystem } from './support/system';

let system: TestSystem;
let manager: string;
let superAdmin: string;

const write = (method: WriteMethod, url: string, payload?: object, cookie: string | null = manager) =>
  sendWrite(system, method, url, payload, cookie);

const read = <T>(url: string) => readOk<T>(system, url);

const mk = (text: string) => ({ mk: text, al: '' });
const namesOf = (categories: BilingualCategory[]) => categories.map((category) => category.name.mk);

async function createCategory(name: string, extra: object = {}): Promise<BilingualCategory> {
  const response = await write('POST', '/api/categories', { name: { mk: name }, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BilingualCategory>();
}

beforeAll(async () => {
  system = await startTestSystem({ services: ['catalog', 'identity'] });
  superAdmin = await loginAs(system, 'super_admin');
  manager = await loginAs(system, 'product_manager');
});

afterAll(async () => {
  await system.close();
});

describe('categories through the gateway', () => {
  it('lists categories publicly, marked no-cache, accepting the home page cache buster', async () => {
    const created = await createCategory('Kamina Montues', {
      description: { mk: 'Вградени камини', al: 'Kamina të montuara' },
      imageUrl: '/attached_assets/demo-kamin-montues_600w.jpg',
    });
    const response = await system.gateway.inject({ method: 'GET', url: `/api/categories?t=${Date.now()}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json<BilingualCategory[]>()).toEqual([created]);
    const inAlbanian = await read<Category[]>('/api/categories?lang=al');
    expect(inAlbanian).toEqual([{ ...created, name: 'Kamina Montues', description: 'Kamina të montuara' }]);
    const inMacedonian = await read<Category[]>('/api/categories?lang=mk');
    expect(inMacedonian[0]?.description).toBe('Вградени камини');
    expect((await system.gateway.inject({ method: 'GET', url: '/api/categories?x=1' })).statusCode).toBe(400);
  });

  it('answers 401 to writes without a session', async () => {
    for (const [method, payload] of [
      ['POST', { name: mk('Soba') }],
      ['PATCH', { name: mk('Soba') }],
      ['PUT', { name: mk('Soba') }],
      ['DELETE', undefined],
    ] as const) {
      const url = method === 'POST' ? '/api/categories' : '/api/categories/1';
      const response = await write(method, url, payload, null);
      expect(response.statusCode, method).toBe(401);
    }
    expect(namesOf(await read<BilingualCategory[]>('/api/categories'))).toEqual(['Kamina Montues']);
  });

  it('shows a new category on the very next read and refuses a duplicate in any case', async () => {
    await read('/api/categories');
    await createCategory('Aksesor');
    expect(namesOf(await read<BilingualCategory[]>('/api/categories'))).toEqual([
      'Kamina Montues',
      'Aksesor',
    ]);
    const duplicate = await write('POST', '/api/categories', { name: mk('AKSESOR') });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      error: { code: 'CATEGORY_NAME_TAKEN', message: 'A category with this name already exists.' },
    });
  });

  it('updates with PATCH and PUT alike, and a rename shows in product lists at once', async () => {
    const soba = await createCategory('Soba');
    const product = await write('POST', '/api/products', {
      name: { mk: 'Печка Кораб', al: 'Sobë Korab' },
      description: { mk: 'Челична печка', al: 'Sobë çeliku' },
      category: 'Soba',
      imageUrl: '/attached_assets/demo-soba_600w.jpg',
    });
    expect(product.statusCode).toBe(201);
    const productId = product.json<BilingualProduct>().id;
    expect((await read<BilingualProduct>(`/api/products/${productId}`)).category).toEqual(mk('Soba'));
    await read('/api/products?category=Soba');
    await read('/api/products?lang=al');

    const renamed = await write('PUT', `/api/categories/${soba.id}`, { name: { mk: 'Печки', al: 'Sobat' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<BilingualCategory>().name).toEqual({ mk: 'Печки', al: 'Sobat' });
    expect((await read<BilingualProduct>(`/api/products/${productId}`)).category).toEqual({
      mk: 'Печки',
      al: 'Sobat',
    });
    const inAlbanian = await read<Product[]>('/api/products?lang=al');
    expect(inAlbanian.find((item) => item.id === productId)?.category).toBe('Sobat');
    expect(await read<BilingualProduct[]>('/api/products?category=Soba')).toEqual([]);
    const byId = await read<BilingualProduct[]>(`/api/products?category=${soba.id}`);
    expect(byId.map((item) => item.id)).toEqual([productId]);
    expect(namesOf(await read<BilingualCategory[]>('/api/categories'))).toContain('Печки');

    const described = await write('PATCH', `/api/categories/${soba.id}`, {
      description: { mk: 'Печки на дрва', al: 'Sobë me dru' },
    });
    expect(described.json<BilingualCategory>()).toMatchObject({
      name: { mk: 'Печки', al: 'Sobat' },
      description: { mk: 'Печки на дрва', al: 'Sobë me dru' },
    });
    expect(
      (await read<BilingualCategory[]>('/api/categories')).find((category) => category.id === soba.id),
    ).toMatchObject({
      description: { mk: 'Печки на дрва', al: 'Sobë me dru' },
    });
  });

  it('refuses to delete a category with products (409) and deletes an empty one (204)', async () => {
    const inUse = (await read<BilingualCategory[]>('/api/categories')).find(
      (category) => category.name.mk === 'Печки',
    );
    const refused = await write('DELETE', `/api/categories/${inUse?.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'CATEGORY_IN_USE', message: expect.any(String) } });

    const empty = await createCategory('Празна');
    await read('/api/categories');
    const deleted = await write('DELETE', `/api/categories/${empty.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await read<BilingualCategory[]>('/api/categories')).map((category) => category.id)).not.toContain(
      empty.id,
    );
    expect((await write('DELETE', `/api/categories/${empty.id}`)).statusCode).toBe(404);
  });

  it('shows a description edited through another gateway once the catalog announces it', async () => {
    const [first] = await read<BilingualCategory[]>('/api/categories');
    if (!first || !system.services.catalog) throw new Error('a category and the catalog are needed');
    // Straight to the catalog, as another gateway instance would: this gateway's cache learns only
    // from the category.updated event.
    const edited = await system.services.catalog.inject({
      method: 'PATCH',
      url: `/categories/${first.id}`,
      headers: internalHeaders('product_manager'),
      payload: { description: mk('Уредено од друг сервер') },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await expect
      .poll(
        async () =>
          (await read<BilingualCategory[]>('/api/categories')).find((c) => c.id === first.id)?.description.mk,
        {
          timeout: 10_000,
        },
      )
      .toBe('Уредено од друг сервер');
  });

  it('records category writes in the audit log, a rename with the old and new name', async () => {
    const audit = await system.gateway.inject({
      method: 'GET',
      url: '/api/audit?entity=category&pageSize=100',
      headers: { cookie: superAdmin },
    });
    const entries = audit.json<AuditPage>().items;
    const rename = entries.find((entry) => entry.summary.startsWith('Renamed'));
    expect(rename).toMatchObject({
      action: 'update',
      before: { name: mk('Soba') },
      after: { name: { mk: 'Печки', al: 'Sobat' } },
      actor: { role: 'product_manager' },
    });
    expect(rename?.summary).toBe('Renamed the category "Soba" to "Печки"');
    // each admin reads the names in their language: Albanian where a name has one, else Macedonian
    expect(rename?.summarized && auditSummaryText(rename.summarized, 'al')).toBe(
      'Kategoria „Soba“ u riemërtua në „Sobat“',
    );
    expect(entries.filter((entry) => entry.action === 'create')).toHaveLength(4);
    expect(entries.filter((entry) => entry.action === 'delete')).toHaveLength(1);
  });
});
