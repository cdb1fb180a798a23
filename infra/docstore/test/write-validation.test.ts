/**
 * What a write may store, from MongoDB's documentation: collection options (honoured by MongoDB,
 * refused by the docstore, never accepted and ignored), the 16 MiB document limit, `$`-prefixed fields.
 */
import { describe, expect, it } from 'vitest';
import { MongoServerError } from 'mongodb';
import { onDocstore, useDatabase } from './support/target.js';
import type { TestDoc } from './support/target.js';

const ctx = useDatabase('write_validation');

const MAX_BSON = 16 * 1024 * 1024;

async function outcome(run: Promise<unknown>): Promise<MongoServerError | 'ok'> {
  return run.then(
    () => 'ok' as const,
    (e: unknown) => {
      if (e instanceof MongoServerError) return e;
      throw e;
    },
  );
}

async function collectionNames(): Promise<string[]> {
  return (await ctx.db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
}

describe('collection options', () => {
  it('honours a collation or refuses it, never ignores it', async () => {
    const created = await outcome(
      ctx.db.createCollection('collated', { collation: { locale: 'en', strength: 2 } }),
    );
    if (onDocstore) {
      expect(created).toMatchObject({ code: 238, codeName: 'NotImplemented' });
      expect(await collectionNames()).not.toContain('collated');
      return;
    }
    expect(created).toBe('ok');
    const c = ctx.db.collection<TestDoc>('collated');
    await c.insertMany([{ name: 'b' }, { name: 'A' }, { name: 'a' }]);
    expect(await c.countDocuments({ name: 'a' })).toBe(2);
  });

  it('accepts the simple collation', async () => {
    await ctx.db.createCollection('simple', { collation: { locale: 'simple' } });
    expect(await collectionNames()).toContain('simple');
  });

  it('honours a validator or refuses it, never stores invalid documents', async () => {
    const validator = { $jsonSchema: { bsonType: 'object', required: ['name'] } };
    const created = await outcome(ctx.db.createCollection('validated', { validator }));
    if (onDocstore) {
      expect(created).toMatchObject({ code: 238, codeName: 'NotImplemented' });
      expect(await collectionNames()).not.toContain('validated');
      return;
    }
    expect(created).toBe('ok');
    const invalid = await outcome(ctx.db.collection<TestDoc>('validated').insertOne({ other: 1 }));
    expect(invalid).toMatchObject({ code: 121 });
  });

  it('refuses an index collation it cannot honour', async () => {
    const created = await outcome(
      ctx.db
        .collection<TestDoc>('indexed')
        .createIndex({ name: 1 }, { unique: true, collation: { locale: 'en', strength: 2 } }),
    );
    if (onDocstore) {
      expect(created).toMatchObject({ code: 238 });
      return;
    }
    expect(created).toBe('ok');
  });
});

describe('document size', () => {
  it('refuses to insert a document over 16 MiB', async () => {
    const c = ctx.db.collection<TestDoc>('big');
    const err = await outcome(c.insertOne({ _id: 1, blob: 'x'.repeat(MAX_BSON) }));
    expect(err).toBeInstanceOf(MongoServerError);
    expect((err as MongoServerError).code).toBe(2);
    expect((err as MongoServerError).message).toMatch(/object to insert too large/);
    expect(await c.countDocuments({ _id: 1 })).toBe(0);
  });

  it('refuses an update whose result is over 16 MiB', async () => {
    const c = ctx.db.collection<TestDoc>('big');
    await c.insertOne({ _id: 2, a: 'a'.repeat(9 * 1024 * 1024) });
    const err = await outcome(c.updateOne({ _id: 2 }, { $set: { b: 'b'.repeat(8 * 1024 * 1024) } }));
    expect(err).toMatchObject({ code: 17419 });
    expect(await c.countDocuments({ _id: 2, b: { $exists: true } })).toBe(0);
  });
});

describe('$-prefixed field names', () => {
  it('are stored by inserts, top level and nested', async () => {
    const c = ctx.db.collection<TestDoc>('dollar');
    await c.insertOne({ _id: 1, $price: 50, quantity: 30 });
    await c.insertOne({
      _id: 2,
      $id: 'h1961-01',
      location: { $db: 'novels', $ref: '2007042768', $inc: true },
    });
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, $price: 50, quantity: 30 });
    expect(await c.findOne({ _id: 2 })).toEqual({
      _id: 2,
      $id: 'h1961-01',
      location: { $db: 'novels', $ref: '2007042768', $inc: true },
    });
  });

  it('are stored by an upsert that inserts, refused at the top level when it updates', async () => {
    const c = ctx.db.collection<TestDoc>('expenses');
    const upsert = (): Promise<unknown> =>
      c.updateOne({ date: '2021-07-07' }, { $set: { phone: 25.17, $hotel: 320.1 } }, { upsert: true });
    await upsert();
    expect(await c.findOne({ date: '2021-07-07' }, { projection: { _id: 0 } })).toEqual({
      date: '2021-07-07',
      phone: 25.17,
      $hotel: 320.1,
    });
    expect(await outcome(upsert())).toBeInstanceOf(MongoServerError);
  });

  it('are updated below the top level', async () => {
    const c = ctx.db.collection<TestDoc>('housing');
    await c.insertOne({
      _id: 'E123',
      address: { $number: 123, $street: 'Elm Road' },
      $rooms: { br: 2, bath: 1 },
    });
    await c.updateOne({ _id: 'E123' }, { $set: { 'address.$street': 'Elm Ave' } });
    expect((await c.findOne({ _id: 'E123' }))?.address).toEqual({ $number: 123, $street: 'Elm Ave' });
  });
});
