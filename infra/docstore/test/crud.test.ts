/** CRUD commands through the official driver: reply shapes, cursors, BSON types, query and update semantics. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Binary,
  BSONRegExp,
  Decimal128,
  Double,
  Int32,
  Long,
  MongoServerError,
  ObjectId,
  Timestamp,
  UUID,
} from 'mongodb';
import type { Db, Document } from 'mongodb';
import { startTarget } from './support/target.js';
import type { Target, TestDoc } from './support/target.js';

let target: Target;
let db: Db;

beforeAll(async () => {
  target = await startTarget();
  db = target.client.db(target.dbName('crud'));
});

afterAll(async () => {
  await target.stop();
});

function bsontype(v: unknown): string | undefined {
  return (v as { _bsontype?: string } | null)?._bsontype;
}

describe('reply shapes', () => {
  it('insert answers {n, ok}', async () => {
    const r = await db.command({ insert: 'shapes', documents: [{ _id: 1 }, { _id: 2 }] });
    expect(r).toMatchObject({ n: 2, ok: 1 });
    expect(r.writeErrors).toBeUndefined();
  });

  it('find answers a cursor whose id is a BSON Long', async () => {
    const r = await db.command({ find: 'shapes', filter: {} }, { promoteLongs: false });
    expect(r.ok).toBe(1);
    expect(r.cursor.ns).toBe(`${db.databaseName}.shapes`);
    expect(r.cursor.firstBatch).toEqual([{ _id: 1 }, { _id: 2 }]);
    expect(bsontype(r.cursor.id)).toBe('Long');
    expect((r.cursor.id as Long).isZero()).toBe(true);
  });

  it('update answers {n, nModified, upserted: [{index, _id}]}', async () => {
    const r = await db.command({
      update: 'shapes',
      updates: [
        { q: { _id: 1 }, u: { $set: { a: 1 } } },
        { q: { _id: 2 }, u: { $set: {} } },
        { q: { _id: 3 }, u: { $set: { a: 3 } }, upsert: true },
      ],
    });
    expect(r).toMatchObject({ n: 3, nModified: 1, upserted: [{ index: 2, _id: 3 }], ok: 1 });
  });

  it('delete answers {n}', async () => {
    await db.collection<TestDoc>('del').insertMany([{ k: 1 }, { k: 1 }, { k: 2 }]);
    expect(await db.command({ delete: 'del', deletes: [{ q: { k: 1 }, limit: 1 }] })).toMatchObject({
      n: 1,
      ok: 1,
    });
    expect(await db.command({ delete: 'del', deletes: [{ q: {}, limit: 0 }] })).toMatchObject({
      n: 2,
      ok: 1,
    });
  });

  it('findAndModify answers {lastErrorObject, value, ok}', async () => {
    await db.collection<TestDoc>('fam').insertOne({ _id: 'a', v: 1 });
    const updated = await db.command({
      findAndModify: 'fam',
      query: { _id: 'a' },
      update: { $inc: { v: 1 } },
      new: true,
    });
    expect(updated).toMatchObject({
      lastErrorObject: { n: 1, updatedExisting: true },
      value: { _id: 'a', v: 2 },
      ok: 1,
    });
    const before = await db.command({
      findAndModify: 'fam',
      query: { _id: 'a' },
      update: { $inc: { v: 1 } },
    });
    expect(before.value).toEqual({ _id: 'a', v: 2 });
    const upserted = await db.command({
      findAndModify: 'fam',
      query: { _id: 'b' },
      update: { $set: { v: 10 } },
      upsert: true,
      new: true,
      fields: { v: 1, _id: 0 },
    });
    expect(upserted).toMatchObject({
      lastErrorObject: { n: 1, updatedExisting: false, upserted: 'b' },
      value: { v: 10 },
    });
    const missing = await db.command({
      findAndModify: 'fam',
      query: { _id: 'zz' },
      update: { $set: { v: 1 } },
    });
    expect(missing).toMatchObject({ lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 });
    const removed = await db.command({ findAndModify: 'fam', query: { _id: 'b' }, remove: true });
    expect(removed).toMatchObject({ lastErrorObject: { n: 1 }, value: { _id: 'b', v: 10 }, ok: 1 });
  });

  it('command errors answer {ok: 0, errmsg, code, codeName}', async () => {
    const err = await db.command({ find: 'shapes', filter: { a: { $bogus: 1 } } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    const e = err as MongoServerError;
    expect(e.code).toBe(2);
    expect(e.codeName).toBe('BadValue');
    expect(e.message).toMatch(/unknown operator: \$bogus/);
  });
});

describe('cursors', () => {
  const total = 250;

  beforeAll(async () => {
    await db
      .collection<TestDoc>('many')
      .insertMany(Array.from({ length: total }, (_, i) => ({ _id: i, n: i })));
  });

  it('returns 101 documents in the first batch by default and pages the rest with getMore', async () => {
    const first = await db.command({ find: 'many', filter: {}, sort: { _id: 1 } }, { promoteLongs: false });
    expect(first.cursor.firstBatch).toHaveLength(101);
    const id = first.cursor.id as Long;
    expect(bsontype(id)).toBe('Long');
    expect(id.isZero()).toBe(false);
    const more = await db.command(
      { getMore: id, collection: 'many', batchSize: 100 },
      { promoteLongs: false },
    );
    expect(more.cursor.nextBatch).toHaveLength(100);
    expect((more.cursor.nextBatch as Document[])[0]?._id).toBe(101);
    expect((more.cursor.id as Long).equals(id)).toBe(true);
    const rest = await db.command({ getMore: id, collection: 'many' }, { promoteLongs: false });
    expect(rest.cursor.nextBatch).toHaveLength(49);
    expect((rest.cursor.id as Long).isZero()).toBe(true);
    const gone = await db.command({ getMore: id, collection: 'many' }).catch((e: unknown) => e);
    expect((gone as MongoServerError).code).toBe(43);
  });

  it('iterates everything through the driver', async () => {
    const docs = await db.collection<TestDoc>('many').find({}).sort({ _id: 1 }).toArray();
    expect(docs).toHaveLength(total);
    expect(docs.map((d) => d._id)).toEqual(Array.from({ length: total }, (_, i) => i));
    const small = await db.collection<TestDoc>('many').find({}, { batchSize: 7 }).toArray();
    expect(small).toHaveLength(total);
  });

  it('honours skip, limit, batchSize and singleBatch', async () => {
    const page = await db.collection<TestDoc>('many').find({}).sort({ n: -1 }).skip(10).limit(5).toArray();
    expect(page.map((d) => d.n)).toEqual([239, 238, 237, 236, 235]);
    const r = await db.command(
      { find: 'many', filter: {}, limit: 150, batchSize: 20 },
      { promoteLongs: false },
    );
    expect(r.cursor.firstBatch).toHaveLength(20);
    const single = await db.command(
      { find: 'many', filter: {}, batchSize: 5, singleBatch: true },
      { promoteLongs: false },
    );
    expect(single.cursor.firstBatch).toHaveLength(5);
    expect((single.cursor.id as Long).isZero()).toBe(true);
  });

  it('kills cursors', async () => {
    const first = await db.command({ find: 'many', filter: {}, batchSize: 2 }, { promoteLongs: false });
    const id = first.cursor.id as Long;
    const killed = await db.command({ killCursors: 'many', cursors: [id] }, { promoteLongs: false });
    expect(killed.ok).toBe(1);
    expect((killed.cursorsKilled as Long[]).map((l) => l.toString())).toEqual([id.toString()]);
    const gone = await db.command({ getMore: id, collection: 'many' }).catch((e: unknown) => e);
    expect((gone as MongoServerError).code).toBe(43);
  });
});

describe('BSON types round-trip', () => {
  it('keeps every type the product can see', async () => {
    const doc = {
      _id: new ObjectId(),
      date: new Date('2024-05-06T07:08:09.123Z'),
      long: Long.fromString('9007199254740993'),
      double: new Double(2),
      fraction: 2.5,
      int: new Int32(7),
      decimal: Decimal128.fromString('1234.5678'),
      binary: new Binary(Buffer.from([1, 2, 3, 250]), 0),
      uuid: new UUID('0f8fad5b-d9cb-469f-a165-70867728950e'),
      regex: new BSONRegExp('^ab+c', 'i'),
      nothing: null,
      nested: { list: [1, 'two', { three: 3 }], empty: {} },
      flag: true,
      ts: new Timestamp({ t: 1700000000, i: 3 }),
    };
    await db.collection<TestDoc>('types').insertOne(doc);
    const back = await db
      .collection<TestDoc>('types')
      .findOne({ _id: doc._id }, { promoteValues: false, promoteLongs: false, bsonRegExp: true });
    if (!back) throw new Error('not found');
    expect(Object.keys(back)).toEqual(Object.keys(doc));
    expect(bsontype(back._id)).toBe('ObjectId');
    expect((back._id as ObjectId).equals(doc._id)).toBe(true);
    expect(back.date).toEqual(doc.date);
    expect(bsontype(back.long)).toBe('Long');
    expect((back.long as Long).toString()).toBe('9007199254740993');
    expect(bsontype(back.double)).toBe('Double');
    expect((back.double as Double).value).toBe(2);
    expect(bsontype(back.fraction)).toBe('Double');
    expect(bsontype(back.int)).toBe('Int32');
    expect((back.int as Int32).value).toBe(7);
    expect(bsontype(back.decimal)).toBe('Decimal128');
    expect((back.decimal as Decimal128).toString()).toBe('1234.5678');
    expect(bsontype(back.binary)).toBe('Binary');
    expect(Buffer.from((back.binary as Binary).buffer)).toEqual(Buffer.from([1, 2, 3, 250]));
    expect((back.uuid as Binary).sub_type).toBe(4);
    expect(bsontype(back.regex)).toBe('BSONRegExp');
    expect((back.regex as BSONRegExp).pattern).toBe('^ab+c');
    expect((back.regex as BSONRegExp).options).toBe('i');
    expect(back.nothing).toBeNull();
    expect(bsontype(back.ts)).toBe('Timestamp');
    expect((back.ts as Timestamp).t).toBe(1700000000);
  });

  it('tells null from missing', async () => {
    const c = db.collection<TestDoc>('nulls');
    await c.insertMany([{ _id: 1, v: null }, { _id: 2 }, { _id: 3, v: 0 }]);
    const ids = async (filter: Document): Promise<unknown[]> =>
      (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await ids({ v: null })).toEqual([1, 2]);
    expect(await ids({ v: { $exists: false } })).toEqual([2]);
    expect(await ids({ v: { $exists: true } })).toEqual([1, 3]);
    expect(await ids({ v: { $type: 'null' } })).toEqual([1]);
    expect(await ids({ v: { $ne: null } })).toEqual([3]);
    expect(await ids({ v: { $in: [null, 0] } })).toEqual([1, 2, 3]);
    const one = await c.findOne({ _id: 1 });
    expect(one).toEqual({ _id: 1, v: null });
    expect(Object.keys((await c.findOne({ _id: 2 })) ?? {})).toEqual(['_id']);
  });
});

describe('numbers and ordering', () => {
  beforeAll(async () => {
    await db.collection<TestDoc>('nums').insertMany([
      { _id: 'int', v: 1 },
      { _id: 'double', v: 2.5 },
      { _id: 'long', v: Long.fromNumber(3) },
      { _id: 'decimal', v: Decimal128.fromString('4.5') },
      { _id: 'wholeDouble', v: new Double(5) },
      { _id: 'bigLong', v: Long.fromString('9007199254740993') },
    ]);
  });

  const ids = async (filter: Document, sort: Document = { _id: 1 }): Promise<unknown[]> =>
    (await db.collection<TestDoc>('nums').find(filter).sort(sort).toArray()).map((d) => d._id);

  it('compares across int, long, double and decimal', async () => {
    expect(await ids({ v: { $gt: 2 } }, { v: 1 })).toEqual([
      'double',
      'long',
      'decimal',
      'wholeDouble',
      'bigLong',
    ]);
    expect(await ids({ v: 3 })).toEqual(['long']);
    expect(await ids({ v: Long.fromNumber(1) })).toEqual(['int']);
    expect(await ids({ v: Decimal128.fromString('5.0') })).toEqual(['wholeDouble']);
    expect(await ids({ v: { $in: [new Double(3), Decimal128.fromString('2.5')] } })).toEqual([
      'double',
      'long',
    ]);
    expect(await ids({ v: { $gt: 9007199254740992 } })).toEqual(['bigLong']);
    expect(await ids({ v: { $lte: Decimal128.fromString('2.5') } }, { v: -1 })).toEqual(['double', 'int']);
  });

  it('sorts by MongoDB cross-type order', async () => {
    const c = db.collection<TestDoc>('mixed');
    const oid = new ObjectId('65a000000000000000000001');
    await c.insertMany([
      { _id: 1, v: 'b' },
      { _id: 2, v: 10 },
      { _id: 3, v: null },
      { _id: 4, v: { x: 1 } },
      { _id: 5, v: true },
      { _id: 6, v: new Date(0) },
      { _id: 7, v: oid },
      { _id: 8 },
      { _id: 9, v: 'a' },
      { _id: 10, v: Long.fromNumber(2) },
      { _id: 11, v: new Binary(Buffer.from([1])) },
      { _id: 12, v: [] },
      { _id: 13, v: false },
    ]);
    const asc = (await c.find({}).sort({ v: 1, _id: 1 }).toArray()).map((d) => d._id);
    expect(asc).toEqual([12, 3, 8, 10, 2, 9, 1, 4, 11, 7, 13, 5, 6]);
    const desc = (
      await c
        .find({ _id: { $ne: 12 } })
        .sort({ v: -1, _id: 1 })
        .toArray()
    ).map((d) => d._id);
    expect(desc).toEqual([6, 5, 13, 7, 11, 4, 1, 9, 2, 10, 3, 8]);
  });

  it('sorts arrays by their smallest element ascending and largest descending', async () => {
    const c = db.collection<TestDoc>('arrsort');
    await c.insertMany([
      { _id: 'a', v: [5, 1] },
      { _id: 'b', v: 3 },
      { _id: 'c', v: [2, 9] },
    ]);
    expect((await c.find({}).sort({ v: 1 }).toArray()).map((d) => d._id)).toEqual(['a', 'c', 'b']);
    expect((await c.find({}).sort({ v: -1 }).toArray()).map((d) => d._id)).toEqual(['c', 'a', 'b']);
  });
});

describe('query operators', () => {
  beforeAll(async () => {
    await db.collection<TestDoc>('q').insertMany([
      {
        _id: 1,
        name: 'Alpha stove',
        tags: ['wood', 'steel'],
        price: 100,
        dims: { w: 40, h: 80 },
        items: [
          { k: 'a', n: 1 },
          { k: 'b', n: 5 },
        ],
      },
      {
        _id: 2,
        name: 'beta fireplace',
        tags: ['gas'],
        price: 250,
        dims: { w: 90, h: 60 },
        items: [{ k: 'a', n: 7 }],
      },
      { _id: 3, name: 'Gamma\ninsert', tags: [], price: 175, dims: { w: 60, h: 60 }, items: [] },
    ]);
  });

  const ids = async (filter: Document): Promise<unknown[]> =>
    (await db.collection<TestDoc>('q').find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);

  it('handles $regex with options', async () => {
    expect(await ids({ name: /^alpha/i })).toEqual([1]);
    expect(await ids({ name: { $regex: 'FIRE', $options: 'i' } })).toEqual([2]);
    expect(await ids({ name: { $regex: '^insert', $options: 'm' } })).toEqual([3]);
    expect(await ids({ name: { $regex: 'gamma.insert', $options: 'is' } })).toEqual([3]);
    expect(await ids({ name: { $regex: 'al pha # comment', $options: 'ix' } })).toEqual([1]);
    expect(await ids({ name: { $not: /stove/ } })).toEqual([2, 3]);
    expect(await ids({ tags: { $in: [/^st/, 'gas'] } })).toEqual([1, 2]);
  });

  it('handles logical, element, array and comparison operators', async () => {
    expect(await ids({ $or: [{ price: { $lt: 150 } }, { 'dims.w': 90 }] })).toEqual([1, 2]);
    expect(await ids({ $and: [{ price: { $gte: 100 } }, { price: { $lte: 175 } }] })).toEqual([1, 3]);
    expect(await ids({ $nor: [{ price: 100 }, { price: 250 }] })).toEqual([3]);
    expect(await ids({ tags: 'wood' })).toEqual([1]);
    expect(await ids({ tags: ['gas'] })).toEqual([2]);
    expect(await ids({ tags: { $size: 0 } })).toEqual([3]);
    expect(await ids({ tags: { $all: ['steel', 'wood'] } })).toEqual([1]);
    expect(await ids({ items: { $elemMatch: { k: 'a', n: { $gt: 3 } } } })).toEqual([2]);
    expect(await ids({ 'items.n': 5 })).toEqual([1]);
    expect(await ids({ 'items.k': 'a' })).toEqual([1, 2]);
    expect(await ids({ 'dims.h': { $ne: 60 } })).toEqual([1]);
    expect(await ids({ price: { $nin: [100, 175] } })).toEqual([2]);
    expect(await ids({ price: { $type: 'number' } })).toEqual([1, 2, 3]);
    expect(await ids({ tags: { $type: 'array' } })).toEqual([1, 2, 3]);
    expect(await ids({ _id: { $in: [3, 1, 99] } })).toEqual([1, 3]);
    expect(await ids({ dims: { w: 60, h: 60 } })).toEqual([3]);
    expect(await ids({ dims: { h: 60, w: 60 } })).toEqual([]);
    expect(await ids({ $expr: { $gt: ['$dims.w', '$dims.h'] } })).toEqual([2]);
  });

  it('projects fields', async () => {
    const c = db.collection<TestDoc>('q');
    expect(await c.findOne({ _id: 1 }, { projection: { name: 1 } })).toEqual({ _id: 1, name: 'Alpha stove' });
    expect(await c.findOne({ _id: 1 }, { projection: { name: 1, _id: 0 } })).toEqual({ name: 'Alpha stove' });
    expect(Object.keys((await c.findOne({ _id: 1 }, { projection: { items: 0, dims: 0 } })) ?? {})).toEqual([
      '_id',
      'name',
      'tags',
      'price',
    ]);
    expect(await c.findOne({ _id: 1 }, { projection: { 'dims.w': 1 } })).toEqual({ _id: 1, dims: { w: 40 } });
    expect(await c.findOne({ _id: 1 }, { projection: { tags: { $slice: 1 }, price: 1 } })).toEqual({
      _id: 1,
      tags: ['wood'],
      price: 100,
    });
  });
});

describe('updates', () => {
  it('applies update operators', async () => {
    interface UpdDoc {
      _id: number;
      n?: number;
      f?: number;
      tags?: string[];
      old?: string;
      arr?: number[];
      nested?: Document;
      title?: string;
      heading?: string;
      missing?: number;
      low?: number;
      n2?: number;
      touched?: Date;
    }
    const c = db.collection<UpdDoc>('upd');
    await c.insertOne({
      _id: 1,
      n: 1,
      f: 1.5,
      tags: ['a'],
      old: 'x',
      arr: [3, 1, 2],
      nested: { keep: true },
    });
    await c.updateOne(
      { _id: 1 },
      {
        $set: { 'nested.deep.value': 'v', title: 'T' },
        $inc: { n: 2, missing: 1 },
        $mul: { f: 2 },
        $unset: { old: '' },
        $push: { tags: { $each: ['b', 'c'], $position: 0 } },
        $addToSet: { arr: { $each: [2, 4] } },
        $min: { low: 5 },
        $max: { n2: 10 },
        $currentDate: { touched: true },
      },
    );
    const d = await c.findOne({ _id: 1 });
    expect(d).toMatchObject({
      n: 3,
      f: 3,
      missing: 1,
      tags: ['b', 'c', 'a'],
      arr: [3, 1, 2, 4],
      nested: { keep: true, deep: { value: 'v' } },
      title: 'T',
      low: 5,
      n2: 10,
    });
    expect(d?.old).toBeUndefined();
    expect(d?.touched).toBeInstanceOf(Date);
    await c.updateOne(
      { _id: 1 },
      { $pull: { arr: { $gte: 3 } }, $pop: { tags: -1 }, $rename: { title: 'heading' } },
    );
    expect(await c.findOne({ _id: 1 }, { projection: { arr: 1, tags: 1, heading: 1, title: 1 } })).toEqual({
      _id: 1,
      tags: ['c', 'a'],
      arr: [1, 2],
      heading: 'T',
    });
    await c.updateOne({ _id: 1 }, { $push: { arr: { $each: [9, 0], $sort: 1, $slice: 3 } } });
    expect((await c.findOne({ _id: 1 }))?.arr).toEqual([0, 1, 2]);
  });

  it('keeps numeric types in $inc', async () => {
    const c = db.collection<TestDoc>('inc');
    await c.insertOne({ _id: 1, i: 1, l: Long.fromNumber(10), d: new Double(1) });
    await c.updateOne({ _id: 1 }, { $inc: { i: 1, l: 5, d: 1 } });
    const back = await c.findOne({ _id: 1 }, { promoteValues: false, promoteLongs: false });
    expect(bsontype(back?.i)).toBe('Int32');
    expect(bsontype(back?.l)).toBe('Long');
    expect((back?.l as Long).toNumber()).toBe(15);
    expect(bsontype(back?.d)).toBe('Double');
    expect((back?.d as Double).value).toBe(2);
  });

  it('updates array elements with positional operators and arrayFilters', async () => {
    const c = db.collection<TestDoc>('pos');
    await c.insertOne({
      _id: 1,
      items: [
        { k: 'a', n: 1 },
        { k: 'b', n: 2 },
        { k: 'c', n: 3 },
      ],
    });
    await c.updateOne({ _id: 1, 'items.k': 'b' }, { $set: { 'items.$.n': 20 } });
    await c.updateOne({ _id: 1 }, { $inc: { 'items.$[].n': 1 } });
    await c.updateOne(
      { _id: 1 },
      { $set: { 'items.$[e].flag': true } },
      { arrayFilters: [{ 'e.n': { $gte: 4 } }] },
    );
    expect((await c.findOne({ _id: 1 }))?.items).toEqual([
      { k: 'a', n: 2 },
      { k: 'b', n: 21, flag: true },
      { k: 'c', n: 4, flag: true },
    ]);
  });

  it('replaces documents and keeps _id immutable', async () => {
    const c = db.collection<TestDoc>('repl');
    await c.insertOne({ _id: 1, a: 1, b: 2 });
    await c.replaceOne({ _id: 1 }, { c: 3 });
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, c: 3 });
    const err = await c.updateOne({ _id: 1 }, { $set: { _id: 2 } }).catch((e: unknown) => e);
    expect((err as MongoServerError).code).toBe(66);
    const err2 = await c.replaceOne({ _id: 1 }, { _id: 5, c: 4 }).catch((e: unknown) => e);
    expect((err2 as MongoServerError).code).toBe(66);
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, c: 3 });
  });

  it('upserts with $setOnInsert and the query equality fields', async () => {
    const c = db.collection<TestDoc>('ups');
    const r1 = await c.updateOne(
      { slug: 'kamin', 'meta.lang': 'mk' },
      { $set: { title: 'Камин' }, $setOnInsert: { createdAt: new Date(0), views: 0 } },
      { upsert: true },
    );
    expect(r1.upsertedCount).toBe(1);
    const doc = await c.findOne({ _id: r1.upsertedId ?? undefined });
    expect(doc).toMatchObject({
      slug: 'kamin',
      meta: { lang: 'mk' },
      title: 'Камин',
      createdAt: new Date(0),
      views: 0,
    });
    const r2 = await c.updateOne(
      { slug: 'kamin', 'meta.lang': 'mk' },
      { $set: { title: 'Kamin' }, $setOnInsert: { views: 100 } },
      { upsert: true },
    );
    expect(r2).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
    expect(await c.findOne({ slug: 'kamin' })).toMatchObject({ title: 'Kamin', views: 0 });
    const r3 = await c.replaceOne({ _id: 'fixed' as unknown as ObjectId }, { v: 1 }, { upsert: true });
    expect(r3.upsertedId).toBe('fixed');
  });

  it('counts with findOneAndUpdate + $inc (upsert)', async () => {
    const counters = db.collection<{ _id: string; seq: number }>('counters');
    const next = async (): Promise<number> => {
      const r = await counters.findOneAndUpdate(
        { _id: 'products' },
        { $inc: { seq: 1 } },
        { upsert: true, returnDocument: 'after' },
      );
      return r?.seq ?? -1;
    };
    const got = await Promise.all(Array.from({ length: 20 }, next));
    expect(got.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('reports invalid updates', async () => {
    const c = db.collection<TestDoc>('bad');
    await c.insertOne({ _id: 1, s: 'text' });
    const inc = await c.updateOne({ _id: 1 }, { $inc: { s: 1 } }).catch((e: unknown) => e);
    expect((inc as MongoServerError).code).toBe(14);
    const conflict = await c
      .updateOne({ _id: 1 }, { $set: { a: 1 }, $inc: { a: 1 } })
      .catch((e: unknown) => e);
    expect((conflict as MongoServerError).code).toBe(40);
    const unknown = await db
      .command({ update: 'bad', updates: [{ q: { _id: 1 }, u: { $frobnicate: { a: 1 } } }] })
      .then((r) => r.writeErrors?.[0]?.code as unknown);
    expect(unknown).toBe(9);
  });

  it('supports pipeline updates', async () => {
    const c = db.collection<TestDoc>('pipe');
    await c.insertOne({ _id: 1, a: 2, b: 3 });
    await c.updateOne({ _id: 1 }, [{ $set: { sum: { $add: ['$a', '$b'] } } }, { $unset: 'b' }]);
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, a: 2, sum: 5 });
  });

  it('updates and deletes many', async () => {
    const c = db.collection<TestDoc>('many_upd');
    await c.insertMany(Array.from({ length: 10 }, (_, i) => ({ i, even: i % 2 === 0 })));
    const r = await c.updateMany({ even: true }, { $set: { tagged: true } });
    expect(r).toMatchObject({ matchedCount: 5, modifiedCount: 5 });
    expect(await c.countDocuments({ tagged: true })).toBe(5);
    expect((await c.deleteMany({ i: { $gte: 7 } })).deletedCount).toBe(3);
    expect(await c.estimatedDocumentCount()).toBe(7);
  });
});
