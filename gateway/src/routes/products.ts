import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DEFAULT_SORT,
  productCreateSchema,
  productIdParamsSchema,
  type ProductListQuery,
  productListQuerySchema,
  productSchema,
  productUpdateSchema,
  STAFF_ROLES,
} from '@hiti/contracts';
import { parseInput } from '@hiti/service-kit';

/**
 * Writes drop the product cache at once, but a promotion starts and ends by the clock, with no write
 * and no event. Entries therefore live only briefly: a promotion edge shows in lists and prices
 * within this many seconds.
 */
const CACHE_TTL_SECONDS = 10;

type ListParams = Record<string, string | number | boolean>;

/** The list query with defaults filled in and cache busters dropped, in a fixed key order. */
function listParams(query: ProductListQuery): ListParams {
  const { t: _t, _: _underscore, ...filters } = query;
  const params: ListParams = { sort: filters.sort ?? DEFAULT_SORT };
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && name !== 'sort') params[name] = value;
  }
  return Object.fromEntries(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));
}

/** The cache key of a list: equal for queries that differ only in order, case of the search, or busters. */
function listKey(params: ListParams): string {
  const keyed = { ...params };
  if (typeof keyed.search === 'string') keyed.search = keyed.search.toLowerCase();
  return `list:${new URLSearchParams(Object.entries(keyed).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
}

/** Products: public reads (cached), writes for product managers and super admins. */
export async function productRoutes(app: FastifyInstance): Promise<void> {
  const staff = { config: { roles: STAFF_ROLES } };
  const catalog = app.services.catalog;
  const options = (request: FastifyRequest) => ({ caller: request.admin, requestId: request.id });

  app.get('/products', { config: { roles: 'public' } }, async (request, reply) => {
    const params = listParams(parseInput(productListQuerySchema, request.query));
    // The catalog answers with the contract's list shape; its bytes are cached and sent as they are.
    const { body } = await app.cache.bytes('products', listKey(params), CACHE_TTL_SECONDS, () =>
      catalog.callBytes('/products', { query: params, requestId: request.id }),
    );
    return reply.header('cache-control', 'no-cache').type('application/json').send(body);
  });

  app.get('/products/:id', { config: { roles: 'public' } }, async (request, reply) => {
    const { id } = parseInput(productIdParamsSchema, request.params);
    const { body } = await app.cache.json('products', `id:${id}`, CACHE_TTL_SECONDS, async () => {
      const { data } = await catalog.call<unknown>(`/products/${id}`, { requestId: request.id });
      return productSchema.parse(data);
    });
    return reply.header('cache-control', 'no-cache').type('application/json').send(body);
  });

  app.post('/products', staff, async (request, reply) => {
    const body = parseInput(productCreateSchema, request.body);
    const { data } = await catalog.call<unknown>('/products', { ...options(request), method: 'POST', body });
    const product = productSchema.parse(data);
    await app.cache.invalidate('products');
    await app.audit(request, {
      action: 'create',
      entity: 'product',
      entityId: product.id,
      summary: `Created the product "${product.name}"`,
      before: null,
      after: product,
    });
    return reply.status(201).send(product);
  });

  app.patch('/products/:id', staff, async (request) => {
    const { id } = parseInput(productIdParamsSchema, request.params);
    const body = parseInput(productUpdateSchema, request.body);
    const before = productSchema.parse(
      (await catalog.call<unknown>(`/products/${id}`, options(request))).data,
    );
    const { data } = await catalog.call<unknown>(`/products/${id}`, {
      ...options(request),
      method: 'PATCH',
      body,
    });
    const product = productSchema.parse(data);
    await app.cache.invalidate('products');
    await app.audit(request, {
      action: 'update',
      entity: 'product',
      entityId: product.id,
      summary: `Updated the product "${product.name}"`,
      before,
      after: product,
    });
    return product;
  });

  app.delete('/products/:id', staff, async (request, reply) => {
    const { id } = parseInput(productIdParamsSchema, request.params);
    const { data } = await catalog.call<unknown>(`/products/${id}`, {
      ...options(request),
      method: 'DELETE',
    });
    const before = productSchema.parse(data);
    await app.cache.invalidate('products');
    await app.audit(request, {
      action: 'delete',
      entity: 'product',
      entityId: before.id,
      summary: `Deleted the product "${before.name}"`,
      before,
      after: null,
    });
    return reply.status(204).send();
  });
}
