/** Subdocument arrays through mongoose: the update shapes mongoose sends for pull, positional updates and exists. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose, { Schema } from 'mongoose';
import type { Connection, Types } from 'mongoose';
import { startTarget } from './support/target.js';
import type { Target } from './support/target.js';

let target: Target;
let conn: Connection;

interface Line {
  _id: Types.ObjectId;
  name: string;
  qty: number;
  createdAt?: Date;
  updatedAt?: Date;
}

interface Order {
  ref: string;
  note: string;
  lines: Types.DocumentArray<Line>;
}

const lineSchema = new Schema<Line>({ name: String, qty: Number }, { timestamps: true });
const orderSchema = new Schema<Order>({ ref: String, note: String, lines: [lineSchema] });

function orderModel(c: Connection) {
  return c.model<Order>('Order', orderSchema, 'orders');
}

let Order: ReturnType<typeof orderModel>;

beforeAll(async () => {
  target = await startTarget();
  conn = await mongoose.createConnection(target.uri, { dbName: target.dbName('subdocs') }).asPromise();
  Order = orderModel(conn);
});

afterAll(async () => {
  await conn.close();
  await target.stop();
});

describe('mongoose subdocument arrays', () => {
  it('removes subdocuments with DocumentArray#pull (by _id and by fields) and save', async () => {
    const order = await Order.create({
      ref: 'pull',
      lines: [
        { name: 'stove', qty: 1 },
        { name: 'pipe', qty: 3 },
        { name: 'grate', qty: 2 },
      ],
    });
    const pipe = order.lines[1];
    if (!pipe) throw new Error('missing line');
    order.lines.pull(pipe._id);
    await order.save();
    expect((await Order.findById(order._id).lean())?.lines.map((l) => l.name)).toEqual(['stove', 'grate']);
    order.lines.pull({ name: 'grate' });
    await order.save();
    expect((await Order.findById(order._id).lean())?.lines.map((l) => l.name)).toEqual(['stove']);
  });

  it('updates the matched subdocument and its updatedAt through the positional operator', async () => {
    const old = new Date(0);
    const lines = ['stove', 'pipe'].map((name) => ({
      _id: new mongoose.Types.ObjectId(),
      name,
      qty: 1,
      createdAt: old,
      updatedAt: old,
    }));
    const { insertedId } = await Order.collection.insertOne({ ref: 'positional', lines });
    await Order.updateOne(
      { _id: insertedId, 'lines.name': 'pipe' },
      { $set: { 'lines.$.name': 'flue pipe' } },
    );
    const back = await Order.findById(insertedId).lean();
    expect(back?.lines.map((l) => l.name)).toEqual(['stove', 'flue pipe']);
    expect(back?.lines[1]?.updatedAt).not.toEqual(old);
    expect(back?.lines[0]?.updatedAt).toEqual(old);
  });

  it('answers exists() with the _id only', async () => {
    const order = await Order.create({ ref: 'exists', note: 'n', lines: [{ name: 'stove', qty: 1 }] });
    expect(await Order.exists({ ref: 'exists' }).lean()).toEqual({ _id: order._id });
  });
});
