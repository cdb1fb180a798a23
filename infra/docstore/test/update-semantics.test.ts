/**
 * Update semantics from MongoDB's update operator reference: `$pull` conditions, the positional `$`
 * operator with several paths, field names MongoDB stores like any other.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Collection, Document } from 'mongodb';
import { useDatabase } from './support/target.js';
import type { TestDoc } from './support/target.js';

const ctx = useDatabase('update_semantics');

interface PullDoc {
  _id: number;
  a?: Document[];
  v?: number[];
  results?: Document[];
}

describe('$pull', () => {
  let c: Collection<PullDoc>;
  const members = [
    { name: 'x', role: 'y' },
    { name: 'z', role: 'y' },
    { name: 'x', role: 'w' },
  ];

  beforeAll(() => {
    c = ctx.db.collection<PullDoc>('pull');
  });

  async function pullFrom(id: number, condition: Document): Promise<unknown> {
    await c.insertOne({ _id: id, a: members });
    const r = await c.updateOne({ _id: id }, { $pull: { a: condition } });
    expect(r.matchedCount).toBe(1);
    return (await c.findOne({ _id: id }))?.a;
  }

  it('applies a condition of fields to each array element as if it were a document', async () => {
    expect(await pullFrom(1, { name: 'x' })).toEqual([{ name: 'z', role: 'y' }]);
    expect(await pullFrom(2, { name: 'x', role: 'y' })).toEqual([
      { name: 'z', role: 'y' },
      { name: 'x', role: 'w' },
    ]);
  });

  it('applies $or, $and and $nor conditions to each document element', async () => {
    expect(await pullFrom(3, { $or: [{ name: 'x', role: 'y' }] })).toEqual([
      { name: 'z', role: 'y' },
      { name: 'x', role: 'w' },
    ]);
    expect(await pullFrom(4, { $or: [{ name: 'z' }, { role: 'w' }] })).toEqual([{ name: 'x', role: 'y' }]);
    expect(await pullFrom(5, { $and: [{ name: 'x' }, { role: 'w' }] })).toEqual([
      { name: 'x', role: 'y' },
      { name: 'z', role: 'y' },
    ]);
    expect(await pullFrom(6, { $nor: [{ name: 'z' }] })).toEqual([{ name: 'z', role: 'y' }]);
  });

  it('applies value operators to each element', async () => {
    await c.insertOne({ _id: 10, v: [1, 5, 3, 8] });
    await c.updateOne({ _id: 10 }, { $pull: { v: { $gte: 5 } } });
    expect((await c.findOne({ _id: 10 }))?.v).toEqual([1, 3]);
    await c.updateOne({ _id: 10 }, { $pull: { v: { $in: [3, 9] } } });
    expect((await c.findOne({ _id: 10 }))?.v).toEqual([1]);
  });

  it('removes documents from arrays of several documents (the reference example)', async () => {
    await c.insertMany([
      {
        _id: 20,
        results: [
          { item: 'A', score: 5 },
          { item: 'B', score: 8 },
        ],
      },
      {
        _id: 21,
        results: [
          { item: 'C', score: 8 },
          { item: 'B', score: 4 },
        ],
      },
    ]);
    await c.updateMany({ _id: { $in: [20, 21] } }, { $pull: { results: { score: 8, item: 'B' } } });
    expect((await c.find({ _id: { $in: [20, 21] } }).toArray()).map((d) => d.results)).toEqual([
      [{ item: 'A', score: 5 }],
      [
        { item: 'C', score: 8 },
        { item: 'B', score: 4 },
      ],
    ]);
  });
});

describe('positional $', () => {
  it('applies every $ path of an update to the element the query matched', async () => {
    const c = ctx.db.collection<TestDoc>('positional');
    await c.insertOne({
      _id: 4,
      grades: [
        { grade: 80, mean: 75, std: 8 },
        { grade: 85, mean: 90, std: 5 },
        { grade: 85, mean: 85, std: 8 },
      ],
    });
    const r = await c.updateOne(
      { _id: 4, 'grades.grade': 85 },
      { $set: { 'grades.$.grade': 86, 'grades.$.std': 6 } },
    );
    expect(r.modifiedCount).toBe(1);
    expect((await c.findOne({ _id: 4 }))?.grades).toEqual([
      { grade: 80, mean: 75, std: 8 },
      { grade: 86, mean: 90, std: 6 },
      { grade: 85, mean: 85, std: 8 },
    ]);
    await c.updateOne(
      { _id: 4, grades: { $elemMatch: { grade: { $lte: 90 }, mean: { $gt: 80 } } } },
      { $set: { 'grades.$.std': 7 }, $inc: { 'grades.$.mean': 1 } },
    );
    expect((await c.findOne({ _id: 4 }))?.grades[1]).toEqual({ grade: 86, mean: 91, std: 7 });
  });

  it('fails when the query matched no array element', async () => {
    const c = ctx.db.collection<TestDoc>('positional_none');
    await c.insertOne({ _id: 1, a: [{ k: 1 }] });
    const err = await c.updateOne({ _id: 1 }, { $set: { 'a.$.k': 2 } }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 2 });
    expect((err as Error).message).toMatch(
      /The positional operator did not find the match needed from the query/,
    );
    const elsewhere = await c.updateOne({ 'a.k': 5 }, { $set: { 'a.$.k': 2 } });
    expect(elsewhere.matchedCount).toBe(0);
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, a: [{ k: 1 }] });
  });
});

describe('field names', () => {
  it('stores a __proto__ field set by $set like any other field', async () => {
    const c = ctx.db.collection<TestDoc>('proto');
    await c.insertOne({ _id: 1 });
    await c.updateOne({ _id: 1 }, { $set: { p: { ['__proto__']: 'abcd' } } });
    const p = (await c.findOne({ _id: 1 }))?.p as object;
    expect(Object.keys(p)).toEqual(['__proto__']);
    expect(Object.getOwnPropertyDescriptor(p, '__proto__')?.value).toBe('abcd');
    await c.insertOne({ _id: 2, p: { ['__proto__']: 'abcd' } });
    const inserted = (await c.findOne({ _id: 2 }))?.p as object;
    expect(Object.getOwnPropertyDescriptor(inserted, '__proto__')?.value).toBe('abcd');
  });
});
