import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, validationMessages } from '@hiti/contracts';
import { loginAs } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

let system: TestSystem;
let admin: string;

beforeAll(async () => {
  system = await startTestSystem({ services: ['catalog', 'identity'] });
  admin = await loginAs(system, 'super_admin');
});

afterAll(async () => {
  await system?.close();
});

function post(url: string, payload: object) {
  return system.gateway.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', cookie: admin },
    payload,
  });
}

async function listOf<T>(url: string, cookie?: string): Promise<T[]> {
  const response = await system.gateway.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T[]>();
}

function expectRefused(response: { statusCode: number; body: string; json(): unknown }, path: string): void {
  expect(response.statusCode, response.body).toBe(400);
  const body = errorBodySchema.parse(response.json());
  expect(body.error.code).toBe('VALIDATION_FAILED');
  expect(body.error.details).toContainEqual({
    path,
    key: 'textHiddenCharacters',
    message: validationMessages.textHiddenCharacters,
  });
}

const HIDDEN = {
  'a NUL byte': 'Прибор\u0000',
  'a zero-width space': 'Прибор\u200b',
  'a right-to-left override': '\u202eПрибор',
  'a byte order mark': '\ufeffПрибор',
  'an escape character': 'Прибор\u001b[31m',
};

describe('texts with invisible or control characters', () => {
  it.each(Object.entries(HIDDEN))(
    'refuses a category name with %s (it would pass for another name)',
    async (_name, text) => {
      const before = await listOf<{ id: number }>('/api/categories');
      expectRefused(await post('/api/categories', { name: { mk: text, al: '' } }), 'name.mk');
      expect(await listOf<{ id: number }>('/api/categories')).toEqual(before);
    },
  );

  it('refuses such characters in every product text and creates nothing', async () => {
    const category = await post('/api/categories', { name: { mk: 'Скриени знаци', al: 'Shenja' } });
    expect(category.statusCode, category.body).toBe(201);
    const product = {
      name: { mk: 'Камин', al: 'Kamina' },
      description: { mk: 'Опис', al: 'Përshkrim' },
      category: category.json<{ id: number }>().id,
      imageUrl: '/attached_assets/x.jpg',
    };
    expectRefused(
      await post('/api/products', { ...product, name: { mk: 'Камин\u0000', al: '' } }),
      'name.mk',
    );
    expectRefused(
      await post('/api/products', { ...product, description: { mk: 'Опис', al: 'Kamina\u202e' } }),
      'description.al',
    );
    expectRefused(await post('/api/products', { ...product, unitType: 'kg\u0000' }), 'unitType');
    expect(await listOf('/api/products')).toEqual([]);
  });

  it('refuses a username that only looks like another one', async () => {
    const before = await listOf<{ id: number }>('/api/admin-users', admin);
    expectRefused(
      await post('/api/admin-users', { username: 'admin\u200b', password: 'secret-password' }),
      'username',
    );
    expect(await listOf<{ id: number }>('/api/admin-users', admin)).toEqual(before);
  });

  it('keeps accepting line breaks, tabs, emoji and both alphabets', async () => {
    const response = await post('/api/categories', {
      name: { mk: 'Камини 🔥', al: 'Kamina të Jashtme' },
      description: { mk: 'Прв ред\nвтор ред\tсо табулатор', al: 'Oxhaqe 👨‍👩‍👧 për shtëpinë' },
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});
