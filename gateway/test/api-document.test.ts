import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { publicApi } from '@hiti/contracts';
import { registeredApiRoutes } from './support/routes';
import { startTestSystem, type TestSystem } from './support/system';

interface Document {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
}

let system: TestSystem;
let document: Document;

beforeAll(async () => {
  system = await startTestSystem({ services: [] });
  const response = await system.gateway.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  document = response.json<Document>();
});

afterAll(async () => {
  await system.close();
});

/** `METHOD /api/path/:name` of each operation of the document. */
function documentedRoutes(): string[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`),
  );
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every /api route the gateway registers, and nothing else', () => {
    expect(documentedRoutes().sort()).toEqual(registeredApiRoutes(system.gateway).sort());
  });

  it("describes each route's input and answer from its declaration", () => {
    const getProduct = document.paths['/api/products/{id}']?.get as unknown as {
      operationId: string;
      parameters: { in: string; name: string }[];
      responses: Record<string, unknown>;
    };
    expect(getProduct.operationId).toBe('getProduct');
    expect(getProduct.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'path', name: 'id' }),
        expect.objectContaining({ in: 'query', name: 'lang' }),
      ]),
    );
    expect(Object.keys(getProduct.responses)).toEqual(['200', '400']);
    const createProduct = document.paths['/api/products']?.post;
    expect(Object.keys(createProduct?.responses ?? {})).toEqual(['201', '400', '401', '403']);
    const deleteCategory = document.paths['/api/categories/{id}']?.delete;
    expect(Object.keys(deleteCategory?.responses ?? {})).toContain('204');
    expect(Object.keys(publicApi)).toContain(createProduct?.operationId);
    const facets = document.paths['/api/products/facets']?.get as unknown as {
      operationId: string;
      parameters: { in: string; name: string }[];
    };
    expect(facets.operationId).toBe('listProductFacets');
    expect(facets.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['category', 'brandId', 'fuel', 'heatOutputMin', 'heatOutputMax', 'oven']),
    );
    expect(document.paths['/api/brands']?.get?.operationId).toBe('listBrands');
    expect(document.paths['/api/brands']?.post?.operationId).toBe('createBrand');
    expect(document.paths['/api/brands/{id}']?.patch?.operationId).toBe('updateBrand');
    expect(Object.keys(document.paths['/api/brands/{id}']?.delete?.responses ?? {})).toContain('204');
  });
});
