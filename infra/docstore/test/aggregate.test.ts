/** Aggregation, count and distinct. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Long } from 'mongodb';
import type { Db } from 'mongodb';
import { startTarget } from './support/target.js';
import type { Target, TestDoc } from './support/target.js';

let target: Target;
let db: Db;

beforeAll(async () => {
  target = await startTarget();
  db = target.client.db(target.dbName('agg'));
  await db.collection<TestDoc>('products').insertMany([
    { _id: 1, name: 'A', category: 'stoves', price: 100, tags: ['wood', 'steel'], active: true },
    { _id: 2, name: 'B', category: 'stoves', price: 300, tags: ['gas'], active: true },
    { _id: 3, name: 'C', category: 'fireplaces', price: 250, tags: [], active: false },
    { _id: 4, name: 'D', category: 'fireplaces', price: 150, tags: ['wood'], active: true },
    { _id: 5, name: 'E', category: 'accessories', price: 20, active: true },
  ]);
});

afterAll(async () => {
  await target.stop();
});

describe('aggregate', () => {
  it('runs $match $group $sort', async () => {
    const out = await db
      .collection<TestDoc>('products')
      .aggregate([
        { $match: { active: true } },
        { $group: { _id: '$category', n: { $sum: 1 }, total: { $sum: '$price' }, max: { $max: '$price' } } },
        { $sort: { total: -1 } },
      ])
      .toArray();
    expect(out).toEqual([
      { _id: 'stoves', n: 2, total: 400, max: 300 },
      { _id: 'fireplaces', n: 1, total: 150, max: 150 },
      { _id: 'accessories', n: 1, total: 20, max: 20 },
    ]);
  });

  it('runs $project $skip $limit $unwind $count', async () => {
    const c = db.collection<TestDoc>('products');
    expect(
      await c
        .aggregate([
          { $sort: { price: 1 } },
          { $skip: 1 },
          { $limit: 2 },
          { $project: { _id: 0, name: 1, double: { $multiply: ['$price', 2] } } },
        ])
        .toArray(),
    ).toEqual([
      { name: 'A', double: 200 },
      { name: 'D', double: 300 },
    ]);
    expect(
      await c
        .aggregate([
          { $unwind: '$tags' },
          { $group: { _id: '$tags', n: { $sum: 1 } } },
          { $sort: { _id: 1 } },
        ])
        .toArray(),
    ).toEqual([
      { _id: 'gas', n: 1 },
      { _id: 'steel', n: 1 },
      { _id: 'wood', n: 2 },
    ]);
    expect(
      await c.aggregate([{ $match: { price: { $gte: 150 } } }, { $count: 'expensive' }]).toArray(),
    ).toEqual([{ expensive: 3 }]);
    expect(await c.aggregate([{ $match: { price: { $gt: 10_000 } } }, { $count: 'none' }]).toArray()).toEqual(
      [],
    );
  });

  it('counts documents the way mongoose does ($match + $group {_id: 1, n: {$sum: 1}})', async () => {
    const c = db.collection<TestDoc>('products');
    const r = await db.command({
      aggregate: 'products',
      pipeline: [{ $match: { category: 'stoves' } }, { $group: { _id: 1, n: { $sum: 1 } } }],
      cursor: {},
    });
    expect(r.cursor.firstBatch).toEqual([{ _id: 1, n: 2 }]);
    expect(await c.countDocuments({ category: 'fireplaces' })).toBe(2);
    expect(await c.countDocuments({}, { skip: 1, limit: 2 })).toBe(2);
  });

  it('pages aggregate results over 101 documents', async () => {
    const c = db.collection<TestDoc>('bulk');
    await c.insertMany(Array.from({ length: 230 }, (_, i) => ({ i })));
    const first = await db.command(
      { aggregate: 'bulk', pipeline: [{ $sort: { i: 1 } }], cursor: {} },
      { promoteLongs: false },
    );
    expect(first.cursor.firstBatch).toHaveLength(101);
    expect((first.cursor.id as Long).isZero()).toBe(false);
    const all = await c.aggregate([{ $sort: { i: -1 } }]).toArray();
    expect(all).toHaveLength(230);
    expect(all[0]?.i).toBe(229);
  });

  it('rejects unknown stages', async () => {
    const err = await db
      .collection<TestDoc>('products')
      .aggregate([{ $noSuchStage: {} }])
      .toArray()
      .catch((e: unknown) => e);
    expect((err as { code?: number }).code).toBe(40324);
  });
});

describe('count and distinct', () => {
  it('answers count with {n}', async () => {
    expect(await db.command({ count: 'products' })).toMatchObject({ n: 5, ok: 1 });
    expect(await db.command({ count: 'products', query: { active: true } })).toMatchObject({ n: 4, ok: 1 });
    expect(await db.command({ count: 'products', query: {}, skip: 1, limit: 3 })).toMatchObject({
      n: 3,
      ok: 1,
    });
    expect(await db.command({ count: 'nothing_here' })).toMatchObject({ n: 0, ok: 1 });
  });

  it('answers distinct with {values}', async () => {
    const r = await db.command({ distinct: 'products', key: 'category', query: { active: true } });
    expect(r.ok).toBe(1);
    expect((r.values as string[]).sort()).toEqual(['accessories', 'fireplaces', 'stoves']);
    const tags = await db.collection<TestDoc>('products').distinct('tags');
    expect(tags.sort()).toEqual(['gas', 'steel', 'wood']);
  });
});
