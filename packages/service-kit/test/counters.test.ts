import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose, { type Connection } from 'mongoose';
import { testEnv } from '@hiti/local/test-env';
import { nextSequence, raiseSequence } from '../src';

const env = testEnv();
let connection: Connection;

beforeAll(async () => {
  connection = await mongoose.createConnection(env.mongoUri, { dbName: env.dbName('counters') }).asPromise();
});

afterAll(async () => {
  await connection.close();
});

describe('numeric ids from counters', () => {
  it('hands out 1, 2, 3 ... per sequence, without gaps or repeats under concurrency', async () => {
    const ids = await Promise.all(Array.from({ length: 50 }, () => nextSequence(connection, 'products')));
    expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(await nextSequence(connection, 'categories')).toBe(1);
  });

  it('never goes back below a raised floor', async () => {
    await raiseSequence(connection, 'imports', 40);
    expect(await nextSequence(connection, 'imports')).toBe(41);
    await raiseSequence(connection, 'imports', 10);
    expect(await nextSequence(connection, 'imports')).toBe(42);
  });
});
