/** Collections and indexes: create/drop/list, unique and compound unique indexes, E11000 errors. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Double, Long, MongoBulkWriteError, MongoServerError } from 'mongodb';
import type { Db } from 'mongodb';
import { startTarget } from './support/target.js';
import type { Target, TestDoc } from './support/target.js';

let target: Target;
let db: Db;

beforeAll(async () => {
  target = await startTarget();
  db = target.client.db(target.dbName('idx'));
});

afterAll(async () => {
  await target.stop();
});

describe('collections', () => {
  it('creates, lists and drops collections', async () => {
    expect(await db.command({ create: 'made' })).toMatchObject({ ok: 1 });
    const again = await db.command({ create: 'made' }).catch((e: unknown) => e);
    expect((again as MongoServerError).code).toBe(48);
    expect((again as MongoServerError).codeName).toBe('NamespaceExists');
    await db.collection<TestDoc>('implicit').insertOne({ a: 1 });
    const list = await db.command({ listCollections: 1, filter: {} });
    const infos = list.cursor.firstBatch as {
      name: string;
      type: string;
      options: object;
      idIndex: object;
    }[];
    const names = infos.map((c) => c.name).sort();
    expect(names).toEqual(['implicit', 'made']);
    expect(infos[0]).toMatchObject({ type: 'collection', options: {} });
    const filtered = await db.listCollections({ name: 'made' }, { nameOnly: true }).toArray();
    expect(filtered).toEqual([{ name: 'made', type: 'collection' }]);
    expect(await db.collection<TestDoc>('made').drop()).toBe(true);
    expect((await db.listCollections().toArray()).map((c) => c.name)).toEqual(['implicit']);
  });

  it('drops databases', async () => {
    const other = target.client.db(target.dbName('idx_drop'));
    await other.collection<TestDoc>('c').insertOne({ a: 1 });
    expect(await other.dropDatabase()).toBe(true);
    expect(await other.listCollections().toArray()).toEqual([]);
    expect(await other.collection<TestDoc>('c').countDocuments()).toBe(0);
  });
});

describe('indexes', () => {
  it('creates, lists and drops indexes', async () => {
    const c = db.collection<TestDoc>('products');
    const created = await db.command({
      createIndexes: 'products',
      indexes: [
        { key: { slug: 1 }, name: 'slug_1', unique: true },
        { key: { category: 1, price: -1 }, name: 'category_1_price_-1' },
      ],
    });
    expect(created).toMatchObject({
      numIndexesBefore: 1,
      numIndexesAfter: 3,
      createdCollectionAutomatically: true,
      ok: 1,
    });
    const again = await db.command({
      createIndexes: 'products',
      indexes: [{ key: { slug: 1 }, name: 'slug_1', unique: true }],
    });
    expect(again).toMatchObject({ numIndexesBefore: 3, numIndexesAfter: 3, ok: 1 });
    const list = await c.listIndexes().toArray();
    expect(list.map((i) => i.name)).toEqual(['_id_', 'slug_1', 'category_1_price_-1']);
    expect(list[0]).toMatchObject({ v: 2, key: { _id: 1 }, name: '_id_' });
    expect(list[1]).toMatchObject({ key: { slug: 1 }, name: 'slug_1', unique: true });
    const conflict = await c.createIndex({ slug: 1 }, { name: 'other_name' }).catch((e: unknown) => e);
    expect([85, 86]).toContain((conflict as MongoServerError).code);
    expect(await db.command({ dropIndexes: 'products', index: 'category_1_price_-1' })).toMatchObject({
      nIndexesWas: 3,
      ok: 1,
    });
    const missing = await db.command({ dropIndexes: 'products', index: 'nope_1' }).catch((e: unknown) => e);
    expect((missing as MongoServerError).code).toBe(27);
    const idDrop = await db.command({ dropIndexes: 'products', index: '_id_' }).catch((e: unknown) => e);
    expect((idDrop as MongoServerError).code).toBe(72);
    await c.dropIndexes();
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
    const noColl = await db
      .collection<TestDoc>('nowhere')
      .listIndexes()
      .toArray()
      .catch((e: unknown) => e);
    expect((noColl as MongoServerError).code).toBe(26);
  });

  it('rejects duplicates with the exact E11000 error', async () => {
    const c = db.collection<TestDoc>('users');
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertOne({ _id: 1, email: 'a@hiti.mk' });
    const err = await c.insertOne({ _id: 2, email: 'a@hiti.mk' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    const e = err as MongoServerError;
    expect(e.code).toBe(11000);
    expect(e.message).toBe(
      `E11000 duplicate key error collection: ${db.databaseName}.users index: email_1 dup key: { email: "a@hiti.mk" }`,
    );
    expect(e.keyPattern).toEqual({ email: 1 });
    expect(e.keyValue).toEqual({ email: 'a@hiti.mk' });

    const idErr = await c.insertOne({ _id: 1, email: 'b@hiti.mk' }).catch((x: unknown) => x);
    expect((idErr as MongoServerError).message).toBe(
      `E11000 duplicate key error collection: ${db.databaseName}.users index: _id_ dup key: { _id: 1 }`,
    );
    expect((idErr as MongoServerError).keyPattern).toEqual({ _id: 1 });
  });

  it('reports E11000 as writeErrors with index, keyPattern and keyValue', async () => {
    await db.collection<TestDoc>('w').createIndex({ code: 1 }, { unique: true });
    const r = await db.command({
      insert: 'w',
      documents: [{ code: 'x' }, { code: 'x' }, { code: 'y' }],
      ordered: false,
    });
    expect(r.n).toBe(2);
    expect(r.writeErrors).toHaveLength(1);
    expect(r.writeErrors[0]).toMatchObject({
      index: 1,
      code: 11000,
      keyPattern: { code: 1 },
      keyValue: { code: 'x' },
    });
    expect(r.writeErrors[0].errmsg).toMatch(
      /^E11000 duplicate key error collection: .*\.w index: code_1 dup key: \{ code: "x" \}$/,
    );
    const ordered = await db
      .collection<TestDoc>('w')
      .insertMany([{ code: 'z' }, { code: 'x' }, { code: 'q' }])
      .catch((e: unknown) => e);
    expect(ordered).toBeInstanceOf(MongoBulkWriteError);
    expect((ordered as MongoBulkWriteError).insertedCount).toBe(1);
    expect(await db.collection<TestDoc>('w').countDocuments({ code: 'q' })).toBe(0);
  });

  it('enforces compound unique indexes', async () => {
    const c = db.collection<TestDoc>('compound');
    await c.createIndex({ lang: 1, slug: 1 }, { unique: true });
    await c.insertMany([
      { lang: 'mk', slug: 'kamin' },
      { lang: 'al', slug: 'kamin' },
    ]);
    const err = await c.insertOne({ lang: 'mk', slug: 'kamin' }).catch((e: unknown) => e);
    const e = err as MongoServerError;
    expect(e.code).toBe(11000);
    expect(e.message).toMatch(/index: lang_1_slug_1 dup key: \{ lang: "mk", slug: "kamin" \}$/);
    expect(e.keyPattern).toEqual({ lang: 1, slug: 1 });
    expect(e.keyValue).toEqual({ lang: 'mk', slug: 'kamin' });
  });

  it('checks uniqueness on update, upsert and findAndModify', async () => {
    const c = db.collection<TestDoc>('uupd');
    await c.createIndex({ n: 1 }, { unique: true });
    await c.insertMany([
      { _id: 1, n: 1 },
      { _id: 2, n: 2 },
    ]);
    const upd = await c.updateOne({ _id: 2 }, { $set: { n: 1 } }).catch((e: unknown) => e);
    expect((upd as MongoServerError).code).toBe(11000);
    expect((upd as MongoServerError).keyValue).toEqual({ n: 1 });
    const fam = await c.findOneAndUpdate({ _id: 2 }, { $set: { n: 1 } }).catch((e: unknown) => e);
    expect((fam as MongoServerError).code).toBe(11000);
    expect(await c.findOne({ _id: 2 })).toEqual({ _id: 2, n: 2 });
    await c.updateOne({ _id: 2 }, { $set: { n: 2, other: true } });
    expect(await c.findOne({ _id: 2 })).toEqual({ _id: 2, n: 2, other: true });
  });

  it('treats numbers that compare equal as the same key', async () => {
    const c = db.collection<TestDoc>('numkey');
    await c.createIndex({ v: 1 }, { unique: true });
    await c.insertOne({ v: 1 });
    const asDouble = await c.insertOne({ v: new Double(1) }).catch((e: unknown) => e);
    expect((asDouble as MongoServerError).code).toBe(11000);
    const asLong = await c.insertOne({ v: Long.fromNumber(1) }).catch((e: unknown) => e);
    expect((asLong as MongoServerError).code).toBe(11000);
  });

  it('lets sparse unique indexes skip documents without the field', async () => {
    const c = db.collection<TestDoc>('sparse');
    await c.createIndex({ sku: 1 }, { unique: true, sparse: true });
    await c.insertMany([{ a: 1 }, { a: 2 }, { sku: 'x' }]);
    const err = await c.insertOne({ sku: 'x' }).catch((e: unknown) => e);
    expect((err as MongoServerError).code).toBe(11000);
    const plain = db.collection<TestDoc>('nonsparse');
    await plain.createIndex({ sku: 1 }, { unique: true });
    await plain.insertOne({ a: 1 });
    const nullDup = await plain.insertOne({ a: 2 }).catch((e: unknown) => e);
    expect((nullDup as MongoServerError).code).toBe(11000);
    expect((nullDup as MongoServerError).keyValue).toEqual({ sku: null });
  });

  it('refuses to build a unique index over existing duplicates', async () => {
    const c = db.collection<TestDoc>('predup');
    await c.insertMany([{ e: 'x' }, { e: 'x' }]);
    const err = await c.createIndex({ e: 1 }, { unique: true }).catch((e: unknown) => e);
    expect((err as MongoServerError).code).toBe(11000);
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  it('indexes array elements (multikey) for uniqueness', async () => {
    const c = db.collection<TestDoc>('multikey');
    await c.createIndex({ tags: 1 }, { unique: true });
    await c.insertOne({ tags: ['a', 'b'] });
    const err = await c.insertOne({ tags: ['c', 'b'] }).catch((e: unknown) => e);
    expect((err as MongoServerError).code).toBe(11000);
    expect(await c.countDocuments({ tags: 'b' })).toBe(1);
  });
});
