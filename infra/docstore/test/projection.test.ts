/** Find projections as MongoDB's projection reference describes them: `_id`, `$slice`, `$elemMatch`. */
import { beforeAll, describe, expect, it } from 'vitest';
import { ObjectId } from 'mongodb';
import type { Collection, Document } from 'mongodb';
import { useDatabase } from './support/target.js';
import type { TestDoc } from './support/target.js';

const ctx = useDatabase('projection');

describe('_id', () => {
  it('returns only _id for {_id: 1}', async () => {
    const c = ctx.db.collection<TestDoc>('id_only');
    await c.insertOne({ _id: 1, a: 1, b: { c: 2 } });
    expect(await c.findOne({ _id: 1 }, { projection: { _id: 1 } })).toEqual({ _id: 1 });
    expect(await c.findOne({ _id: 1 }, { projection: { _id: 0 } })).toEqual({ a: 1, b: { c: 2 } });
    const fam = await ctx.db.command({
      findAndModify: 'id_only',
      query: { _id: 1 },
      update: { $set: { a: 2 } },
      fields: { _id: 1 },
    });
    expect(fam.value).toEqual({ _id: 1 });
  });
});

describe('$slice', () => {
  let c: Collection<TestDoc>;

  beforeAll(async () => {
    c = ctx.db.collection<TestDoc>('slice');
    await c.insertMany([
      { _id: 1, item: 'socks', qty: 100, details: { colors: ['blue', 'red'], sizes: ['S', 'M', 'L'] } },
      { _id: 2, title: 'post', comments: ['a', 'b', 'c', 'd'], other: 'o' },
    ]);
  });

  it('keeps every other field when it is the only projection', async () => {
    expect(await c.findOne({ _id: 2 }, { projection: { comments: { $slice: 1 } } })).toEqual({
      _id: 2,
      title: 'post',
      comments: ['a'],
      other: 'o',
    });
    expect(await c.findOne({ _id: 2 }, { projection: { comments: { $slice: -2 } } })).toMatchObject({
      comments: ['c', 'd'],
      other: 'o',
    });
    expect(await c.findOne({ _id: 2 }, { projection: { comments: { $slice: [1, 2] } } })).toMatchObject({
      comments: ['b', 'c'],
      title: 'post',
    });
    expect(await c.findOne({ _id: 1 }, { projection: { _id: 0, 'details.colors': { $slice: 1 } } })).toEqual({
      item: 'socks',
      qty: 100,
      details: { colors: ['blue'], sizes: ['S', 'M', 'L'] },
    });
  });

  it('combines with exclusions', async () => {
    expect(await c.findOne({ _id: 2 }, { projection: { comments: { $slice: 1 }, other: 0 } })).toEqual({
      _id: 2,
      title: 'post',
      comments: ['a'],
    });
  });

  it('combines with inclusions', async () => {
    expect(await c.findOne({ _id: 1 }, { projection: { qty: 1, 'details.colors': { $slice: 1 } } })).toEqual({
      _id: 1,
      qty: 100,
      details: { colors: ['blue'] },
    });
  });

  it('leaves the stored document unchanged', async () => {
    await c.findOne({ _id: 1 }, { projection: { 'details.sizes': { $slice: 1 } } });
    expect((await c.findOne({ _id: 1 }))?.details).toEqual({
      colors: ['blue', 'red'],
      sizes: ['S', 'M', 'L'],
    });
  });
});

describe('$elemMatch', () => {
  let c: Collection<TestDoc>;
  const b = new ObjectId('65a000000000000000000002');

  beforeAll(async () => {
    c = ctx.db.collection<TestDoc>('schools');
    await c.insertMany([
      {
        _id: 1,
        zipcode: '63109',
        students: [
          { name: 'john', school: 102, age: 10 },
          { name: 'jess', school: 102, age: 11 },
          { name: 'jeff', school: 108, age: 15 },
        ],
      },
      {
        _id: 3,
        zipcode: '63109',
        students: [
          { name: 'ajax', school: 100, age: 7 },
          { name: 'achilles', school: 100, age: 8 },
        ],
        athletics: ['baseball', 'basketball', 'soccer'],
      },
      {
        _id: 4,
        zipcode: '63109',
        students: [
          { name: 'barney', school: 102, age: 7 },
          { name: 'ruth', school: 102, age: 16 },
        ],
      },
      { _id: 5, zipcode: '1000', ids: [new ObjectId('65a000000000000000000001'), b], scores: [3, 8, 12] },
    ]);
  });

  const find = (filter: Document, projection: Document): Promise<TestDoc[]> =>
    c.find(filter, { projection }).sort({ _id: 1 }).toArray();

  it('returns _id and the first matching element (the reference examples)', async () => {
    expect(await find({ zipcode: '63109' }, { students: { $elemMatch: { school: 102 } } })).toEqual([
      { _id: 1, students: [{ name: 'john', school: 102, age: 10 }] },
      { _id: 3 },
      { _id: 4, students: [{ name: 'barney', school: 102, age: 7 }] },
    ]);
    expect(
      await find({ zipcode: '63109' }, { students: { $elemMatch: { school: 102, age: { $gt: 10 } } } }),
    ).toEqual([
      { _id: 1, students: [{ name: 'jess', school: 102, age: 11 }] },
      { _id: 3 },
      { _id: 4, students: [{ name: 'ruth', school: 102, age: 16 }] },
    ]);
  });

  it('puts the field after the other included fields', async () => {
    const [doc] = await find({ _id: 1 }, { students: { $elemMatch: { age: 15 } }, zipcode: 1 });
    expect(Object.keys(doc ?? {})).toEqual(['_id', 'zipcode', 'students']);
  });

  it('accepts conditions made only of operators', async () => {
    expect(await find({ _id: 5 }, { ids: { $elemMatch: { $in: [b] } } })).toEqual([{ _id: 5, ids: [b] }]);
    expect(await find({ _id: 5 }, { scores: { $elemMatch: { $gte: 5 } } })).toEqual([
      { _id: 5, scores: [8] },
    ]);
    expect(await find({ _id: 5 }, { scores: { $elemMatch: { $gt: 20 } } })).toEqual([{ _id: 5 }]);
  });
});
