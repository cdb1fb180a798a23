import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bilingualProductListSchema,
  contactAcceptedSchema,
  fieldIssue,
  validationMessages,
} from '@hiti/contracts';
import { contactMessageModel } from '../../services/notify/src/models/contact-message';
import { nextClientAddress } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

const json = { 'content-type': 'application/json' };
let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem({ services: ['catalog', 'notify'], env: { SEED_DEMO: 'true' } });
});

afterAll(async () => {
  await system.close();
});

const visitor = {
  name: 'Arben Krasniqi',
  email: 'arben@example.com',
  phone: '+389 70 555 111',
  subject: 'Offer for this stove',
  message: 'Is this stove available in the Tetovo showroom?',
  language: 'al',
};

function postContact(payload: object) {
  return system.gateway.inject({
    method: 'POST',
    url: '/api/contact',
    headers: json,
    remoteAddress: nextClientAddress(),
    payload,
  });
}

function storedMessages() {
  return contactMessageModel(system.services.notify?.mongo ?? expect.fail('notify not started'));
}

describe('POST /api/contact about a product, for a store', () => {
  it("stores the product's name and price as they were, and the store, with the enquiry", async () => {
    const products = bilingualProductListSchema.parse(
      (await system.gateway.inject({ method: 'GET', url: '/api/products' })).json(),
    );
    const product = products[0] ?? expect.fail('the demo catalogue has no products');

    const response = await postContact({ ...visitor, productId: product.id, storeId: 3 });
    expect(response.statusCode).toBe(202);
    const { id } = contactAcceptedSchema.parse(response.json());

    const stored = await storedMessages().findById(id).lean();
    expect(stored?.product).toEqual({ id: product.id, name: product.name, price: product.effectivePrice });
    expect(stored?.storeId).toBe(3);
    expect(stored?.language).toBe('al');
  });

  it('stores no product and no store for a message without them', async () => {
    const { id } = contactAcceptedSchema.parse((await postContact(visitor)).json());
    const stored = await storedMessages().findById(id).lean();
    expect(stored?.product).toBeNull();
    expect(stored?.storeId).toBeNull();
  });

  it('refuses an unknown product id with 400 naming the field, storing nothing', async () => {
    const before = await storedMessages().countDocuments();
    const response = await postContact({ ...visitor, productId: 987_654 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: expect.any(String),
        details: [{ path: 'productId', key: 'productUnknown', message: validationMessages.productUnknown }],
      },
    });
    expect(await storedMessages().countDocuments()).toBe(before);
  });

  it.each([
    ['productId', 0, 'productUnknown'],
    ['productId', 'abc', 'productUnknown'],
    ['storeId', -1, 'contactStoreInvalid'],
    ['storeId', 1.5, 'contactStoreInvalid'],
  ] as const)('refuses %s %j with its message', async (field, value, key) => {
    const response = await postContact({ ...visitor, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { details: unknown[] } }>().error.details).toEqual([
      fieldIssue(field, key),
    ]);
  });
});
