/**
 * Query semantics from MongoDB's query operator reference: `$all`, the bitwise operators, DBRef fields,
 * unknown operators and index hints.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Binary, DBRef, Double, Long, MongoServerError, ObjectId, UUID } from 'mongodb';
import type { Collection, Document } from 'mongodb';
import { useDatabase } from './support/target.js';
import type { TestDoc } from './support/target.js';

const ctx = useDatabase('query_semantics');

async function idsOf(c: Collection<TestDoc>, filter: Document): Promise<unknown[]> {
  return (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
}

describe('$all', () => {
  let c: Collection<TestDoc>;

  beforeAll(async () => {
    c = ctx.db.collection<TestDoc>('inventory');
    await c.insertMany([
      {
        _id: 1,
        code: 'xyz',
        tags: ['school', 'book', 'bag', 'headphone', 'appliance'],
        qty: [
          { size: 'S', num: 10, color: 'blue' },
          { size: 'M', num: 45, color: 'blue' },
          { size: 'L', num: 100, color: 'green' },
        ],
      },
      {
        _id: 2,
        code: 'abc',
        tags: ['appliance', 'school', 'book'],
        qty: [
          { size: '6', num: 100, color: 'green' },
          { size: '6', num: 50, color: 'blue' },
          { size: '8', num: 100, color: 'brown' },
        ],
      },
      {
        _id: 3,
        code: 'efg',
        tags: ['school', 'book'],
        qty: [
          { size: 'S', num: 10, color: 'blue' },
          { size: 'M', num: 100, color: 'blue' },
          { size: 'L', num: 100, color: 'green' },
        ],
      },
      {
        _id: 4,
        code: 'ijk',
        tags: ['electronics', 'school'],
        qty: [{ size: 'M', num: 100, color: 'green' }],
      },
      { _id: 5, title: 'Aristocats', details: { studio: 'Disney' } },
    ]);
  });

  it('matches arrays holding every value (the reference examples)', async () => {
    expect(await idsOf(c, { tags: { $all: ['appliance', 'school', 'book'] } })).toEqual([1, 2]);
    expect(
      await idsOf(c, {
        qty: {
          $all: [
            { $elemMatch: { size: 'M', num: { $gt: 50 } } },
            { $elemMatch: { num: 100, color: 'green' } },
          ],
        },
      }),
    ).toEqual([3, 4]);
    expect(await idsOf(c, { 'qty.num': { $all: [50] } })).toEqual([2]);
  });

  it('matches a field that is not an array like the $and of equalities', async () => {
    expect(await idsOf(c, { title: { $all: ['Aristocats'] } })).toEqual([5]);
    expect(await idsOf(c, { title: { $all: [/^Aristo/] } })).toEqual([5]);
    expect(await idsOf(c, { 'details.studio': { $all: ['Disney'] } })).toEqual([5]);
    expect(await idsOf(c, { title: { $all: ['Aristocats', 'Bambi'] } })).toEqual([]);
  });

  it('matches nothing when given an empty array', async () => {
    expect(await idsOf(c, { tags: { $all: [] } })).toEqual([]);
  });
});

describe('bitwise operators', () => {
  let c: Collection<TestDoc>;

  beforeAll(async () => {
    c = ctx.db.collection<TestDoc>('bits');
    await c.insertMany([
      { _id: 1, a: 54 },
      { _id: 2, a: 20 },
      { _id: 3, a: new Double(20) },
      { _id: 4, a: new Binary(Buffer.from('Zg==', 'base64'), 0) },
      { _id: 5, a: new UUID('0f8fad5b-d9cb-469f-a165-70867728950e') },
      { _id: 6, a: Long.fromNumber(-1) },
      { _id: 7, a: 20.5 },
      { _id: 8, a: 'text' },
    ]);
  });

  it('test positions, numeric bitmasks and BinData bitmasks (the reference examples)', async () => {
    expect(await idsOf(c, { _id: { $lte: 4 }, a: { $bitsAllSet: [1, 5] } })).toEqual([1, 4]);
    expect(await idsOf(c, { _id: { $lte: 4 }, a: { $bitsAllSet: 50 } })).toEqual([1]);
    expect(
      await idsOf(c, { _id: { $lte: 4 }, a: { $bitsAllSet: new Binary(Buffer.from('MC==', 'base64'), 0) } }),
    ).toEqual([1]);
    expect(await idsOf(c, { _id: { $lte: 4 }, a: { $bitsAnySet: [1, 5] } })).toEqual([1, 4]);
    expect(await idsOf(c, { _id: { $lte: 4 }, a: { $bitsAnySet: 35 } })).toEqual([1, 4]);
    expect(await idsOf(c, { _id: { $lte: 4 }, a: { $bitsAllClear: [1, 5] } })).toEqual([2, 3]);
    expect(await idsOf(c, { _id: { $lte: 4 }, a: { $bitsAnyClear: [1, 5] } })).toEqual([2, 3]);
  });

  it('read BinData bytes from the first, lowest bit on, UUIDs included', async () => {
    expect(await idsOf(c, { _id: 5, a: { $bitsAllSet: [0, 1, 2, 3] } })).toEqual([5]);
    expect(await idsOf(c, { _id: 5, a: { $bitsAnySet: [4, 5, 6, 7] } })).toEqual([]);
    expect(await idsOf(c, { _id: 5, a: { $bitsAllClear: [4, 5, 6, 7, 1000] } })).toEqual([5]);
  });

  it('sign-extend negative numbers and never match fractions or other types', async () => {
    expect(await idsOf(c, { a: { $bitsAllSet: [0, 63, 200] } })).toEqual([6]);
    expect(await idsOf(c, { _id: { $gte: 7 }, a: { $bitsAllClear: [0] } })).toEqual([]);
  });
});

describe('DBRef fields', () => {
  const first = new ObjectId('65a000000000000000000001');
  const second = new ObjectId('65a000000000000000000002');

  it('are queried by $id and $ref, in $elemMatch and in paths', async () => {
    const c = ctx.db.collection<TestDoc>('refs');
    await c.insertMany([
      {
        _id: 1,
        refs: [new DBRef('products', first), new DBRef('categories', second)],
        owner: new DBRef('users', first),
      },
      { _id: 2, refs: [new DBRef('products', second)], owner: new DBRef('users', second) },
    ]);
    expect(await idsOf(c, { refs: { $elemMatch: { $id: first } } })).toEqual([1]);
    expect(await idsOf(c, { refs: { $elemMatch: { $ref: 'products', $id: second } } })).toEqual([2]);
    expect(await idsOf(c, { refs: { $elemMatch: { $ref: 'categories' } } })).toEqual([1]);
    expect(await idsOf(c, { 'refs.$id': second })).toEqual([1, 2]);
    expect(await idsOf(c, { 'owner.$id': first })).toEqual([1]);
    expect(await idsOf(c, { owner: new DBRef('users', second) })).toEqual([2]);
  });
});

describe('unknown operators', () => {
  it('are refused whether or not the collection has documents', async () => {
    const expectUnknown = async (run: Promise<unknown>): Promise<void> => {
      const err = await run.catch((e: unknown) => e);
      expect(err).toBeInstanceOf(MongoServerError);
      expect(err).toMatchObject({ code: 2 });
      expect((err as MongoServerError).message).toMatch(/unknown operator: \$notAnOperator/);
    };
    const missing = ctx.db.collection<TestDoc>('never_created');
    await expectUnknown(missing.find({ x: { $notAnOperator: 1 } }).toArray());
    await expectUnknown(missing.countDocuments({ x: { $notAnOperator: 1 } }));
    await expectUnknown(missing.deleteMany({ x: { $notAnOperator: 1 } }));
    const empty = ctx.db.collection<TestDoc>('emptied');
    await empty.insertOne({ _id: 1 });
    await empty.deleteOne({ _id: 1 });
    await expectUnknown(empty.find({ x: { $notAnOperator: 1 } }).toArray());
    await empty.insertOne({ _id: 2, x: 1 });
    await expectUnknown(empty.find({ x: { $notAnOperator: 1 } }).toArray());
  });
});

describe('hint', () => {
  let c: Collection<TestDoc>;

  beforeAll(async () => {
    c = ctx.db.collection<TestDoc>('hinted');
    await c.insertMany([
      { _id: 1, a: 1 },
      { _id: 2, a: 2 },
    ]);
    await c.createIndex({ a: 1 });
  });

  it('accepts an existing index by name or key pattern, and $natural', async () => {
    for (const hint of ['a_1', { a: 1 }, '_id_', { _id: 1 }, { $natural: 1 }]) {
      expect((await c.find({ a: 2 }, { hint }).toArray()).map((d) => d._id)).toEqual([2]);
    }
  });

  it('refuses an index that does not exist', async () => {
    const refused = async (run: Promise<unknown>): Promise<void> => {
      const err = await run.catch((e: unknown) => e);
      expect(err).toBeInstanceOf(MongoServerError);
      expect(err).toMatchObject({ code: 2 });
      expect((err as MongoServerError).message).toMatch(
        /hint provided does not correspond to an existing index/,
      );
    };
    await refused(c.find({}, { hint: 'nope_1' }).toArray());
    await refused(c.find({}, { hint: { b: 1 } }).toArray());
    await refused(c.countDocuments({}, { hint: 'nope_1' }));
    await refused(c.updateOne({ a: 1 }, { $set: { b: 1 } }, { hint: 'nope_1' }));
    await refused(c.deleteOne({ a: 1 }, { hint: 'nope_1' }));
    await refused(c.findOneAndUpdate({ a: 1 }, { $set: { b: 1 } }, { hint: { b: 1 } }));
    expect(await c.countDocuments({ b: { $exists: true } })).toBe(0);
  });
});
