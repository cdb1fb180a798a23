/**
 * Where the conformance suite runs: a real MongoDB when MONGO_URL is set, otherwise a docstore started
 * for the test file. Every test file uses its own, uniquely named databases and drops them at the end.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { MongoClient } from 'mongodb';
import type { Db, Document, ObjectId } from 'mongodb';
import { startDocstore } from '../../src/index.js';

const MONGO_URL = process.env.MONGO_URL;
/** True when the suite runs against the embedded docstore (docstore-only tests run only then). */
export const onDocstore = !MONGO_URL;

export interface Target {
  uri: string;
  client: MongoClient;
  /** A database name unique to this run (`<prefix>_<random>`); dropped by `stop()`. */
  dbName(prefix: string): string;
  stop(): Promise<void>;
}

export async function startTarget(): Promise<Target> {
  const docstore = MONGO_URL ? undefined : await startDocstore();
  const uri = MONGO_URL ?? (docstore as { uri: string }).uri;
  const client = new MongoClient(uri);
  await client.connect();
  const names: string[] = [];
  return {
    uri,
    client,
    dbName(prefix: string): string {
      const name = `${prefix}_${randomBytes(4).toString('hex')}`;
      names.push(name);
      return name;
    },
    async stop(): Promise<void> {
      for (const name of names)
        await client
          .db(name)
          .dropDatabase()
          .catch(() => undefined);
      await client.close();
      await docstore?.stop();
    },
  };
}

/** Starts the target for the test file (stopped after it) and gives one database of its own, named after `prefix`. */
export function useDatabase(prefix: string): { readonly db: Db } {
  let target: Target | undefined;
  let db: Db | undefined;
  beforeAll(async () => {
    target = await startTarget();
    db = target.client.db(target.dbName(prefix));
  });
  afterAll(async () => {
    await target?.stop();
  });
  return {
    get db(): Db {
      if (!db) throw new Error('the test database is not started yet');
      return db;
    },
  };
}

/** Document shape for tests that use non-ObjectId `_id` values (numbers, strings). */
type TestId = string | number | ObjectId | boolean | Date;
export interface TestDoc extends Document {
  _id?: TestId;
}
