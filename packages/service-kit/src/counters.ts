import { Schema, type Connection, type Model } from 'mongoose';

interface CounterDocument {
  _id: string;
  seq: number;
}

const counterSchema = new Schema<CounterDocument>({ _id: String, seq: Number }, { versionKey: false });

function counterModel(connection: Connection): Model<CounterDocument> {
  return (
    (connection.models.Counter as Model<CounterDocument> | undefined) ??
    connection.model<CounterDocument>('Counter', counterSchema, 'counters')
  );
}

/** The next numeric id of a sequence, atomically (`findOneAndUpdate` + `$inc`, upsert). */
export async function nextSequence(connection: Connection, name: string): Promise<number> {
  const counter = await counterModel(connection)
    .findOneAndUpdate({ _id: name }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' })
    .lean();
  if (!counter) throw new Error(`counter ${name} was not created`);
  return counter.seq;
}

/** Moves a sequence forward so it never hands out an id at or below `atLeast` (used after imports). */
export async function raiseSequence(connection: Connection, name: string, atLeast: number): Promise<void> {
  await counterModel(connection).updateOne({ _id: name }, { $max: { seq: atLeast } }, { upsert: true });
}

/** Where a sequence stands now (0 before its first step), without moving it. */
export async function currentSequence(connection: Connection, name: string): Promise<number> {
  const counter = await connection
    .collection<CounterDocument>('counters')
    .findOne({ _id: name }, { projection: { _id: 0, seq: 1 } });
  return counter?.seq ?? 0;
}

/** Takes `count` consecutive ids of a sequence at once (count > 0); answers the first of them. */
export async function reserveSequence(connection: Connection, name: string, count: number): Promise<number> {
  const counter = await counterModel(connection)
    .findOneAndUpdate({ _id: name }, { $inc: { seq: count } }, { upsert: true, returnDocument: 'after' })
    .lean();
  if (!counter) throw new Error(`counter ${name} was not created`);
  return counter.seq - count + 1;
}
