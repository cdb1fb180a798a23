/** Durability of the embedded store: restart, compaction, torn records, corruption, locking, expiry. */
import { appendFile, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';
import type { MongoServerError } from 'mongodb';
import { startDocstore } from '../src/index.js';
import type { Docstore, DocstoreOptions } from '../src/index.js';
import { onDocstore } from './support/target.js';

const dirs: string[] = [];

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'docstore-dur-'));
  dirs.push(dir);
  return dir;
}

afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

async function withStore<T>(
  opts: DocstoreOptions,
  fn: (client: MongoClient, store: Docstore) => Promise<T>,
): Promise<T> {
  const store = await startDocstore(opts);
  const client = await new MongoClient(store.uri).connect();
  try {
    return await fn(client, store);
  } finally {
    await client.close();
    await store.stop();
  }
}

async function walFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((f) => f.startsWith('wal-')).sort();
}

describe.runIf(onDocstore)('durability', () => {
  it('keeps data, indexes and catalog changes across restarts', async () => {
    const dataDir = await tempDir();
    await withStore({ dataDir }, async (client) => {
      const db = client.db('shop');
      await db.collection('products').createIndex({ slug: 1 }, { unique: true });
      await db.collection('products').insertMany([
        { _id: 1, slug: 'a', price: 10 },
        { _id: 2, slug: 'b', price: 20 },
        { _id: 3, slug: 'c', price: 30 },
      ] as never[]);
      await db.collection('products').updateOne({ _id: 2 } as never, { $set: { price: 25 } });
      await db.collection('products').deleteOne({ _id: 3 } as never);
      await db.collection('temp').insertOne({ x: 1 });
      await db.collection('temp').drop();
      await client.db('gone').collection('c').insertOne({ x: 1 });
      await client.db('gone').dropDatabase();
    });
    await withStore({ dataDir }, async (client) => {
      const db = client.db('shop');
      expect(await db.collection('products').find({}).sort({ _id: 1 }).toArray()).toEqual([
        { _id: 1, slug: 'a', price: 10 },
        { _id: 2, slug: 'b', price: 25 },
      ]);
      expect((await db.listCollections().toArray()).map((c) => c.name)).toEqual(['products']);
      expect((await db.collection('products').listIndexes().toArray()).map((i) => i.name)).toEqual([
        '_id_',
        'slug_1',
      ]);
      const dup = await db
        .collection('products')
        .insertOne({ slug: 'a' })
        .catch((e: unknown) => e);
      expect((dup as MongoServerError).code).toBe(11000);
      const dbs = await client.db('admin').admin().listDatabases();
      expect(dbs.databases.map((d) => d.name)).not.toContain('gone');
    });
  });

  it('compacts the log into a snapshot at start', async () => {
    const dataDir = await tempDir();
    await withStore({ dataDir }, async (client) => {
      await client
        .db('d')
        .collection('c')
        .insertMany(Array.from({ length: 50 }, (_, i) => ({ i })));
    });
    const before = await walFiles(dataDir);
    expect(before).toEqual(['wal-00000001.log']);
    expect((await stat(path.join(dataDir, before[0] as string))).size).toBeGreaterThan(1000);
    await withStore({ dataDir }, async (client) => {
      expect(await client.db('d').collection('c').countDocuments()).toBe(50);
      expect(await walFiles(dataDir)).toEqual(['wal-00000002.log']);
      expect((await readdir(dataDir)).sort()).toEqual(['docstore.lock', 'snapshot.bin', 'wal-00000002.log']);
    });
  });

  it('compacts while running once the log grows past the threshold', async () => {
    const dataDir = await tempDir();
    await withStore({ dataDir, compactThresholdBytes: 64 * 1024 }, async (client) => {
      const c = client.db('d').collection('big');
      for (let batch = 0; batch < 20; batch++) {
        await c.insertMany(Array.from({ length: 50 }, (_, i) => ({ batch, i, pad: 'p'.repeat(200) })));
      }
      await new Promise((r) => setTimeout(r, 200));
      const files = await readdir(dataDir);
      expect(files).toContain('snapshot.bin');
      expect((await walFiles(dataDir)).length).toBeLessThanOrEqual(2);
      await c.updateMany({}, { $set: { touched: true } });
    });
    await withStore({ dataDir }, async (client) => {
      const c = client.db('d').collection('big');
      expect(await c.countDocuments()).toBe(1000);
      expect(await c.countDocuments({ touched: true })).toBe(1000);
    });
  });

  it('drops a torn final record and keeps everything before it', async () => {
    const dataDir = await tempDir();
    await withStore({ dataDir }, async (client) => {
      await client
        .db('d')
        .collection('c')
        .insertMany([{ _id: 1 }, { _id: 2 }] as never[]);
    });
    const [wal] = await walFiles(dataDir);
    const file = path.join(dataDir, wal as string);
    // A record header promising 200 bytes followed by only 13 of them: a write cut off by the crash.
    const torn = Buffer.alloc(8 + 13, 0x41);
    torn.writeUInt32LE(200, 0);
    torn.writeUInt32LE(0x12345678, 4);
    await appendFile(file, torn);
    await withStore({ dataDir }, async (client) => {
      expect(await client.db('d').collection('c').find({}).toArray()).toEqual([{ _id: 1 }, { _id: 2 }]);
      await client
        .db('d')
        .collection('c')
        .insertOne({ _id: 3 } as never);
    });
    await withStore({ dataDir }, async (client) => {
      expect(await client.db('d').collection('c').countDocuments()).toBe(3);
    });
  });

  it('drops a complete final record whose checksum does not match', async () => {
    const dataDir = await tempDir();
    await withStore({ dataDir }, async (client) => {
      await client
        .db('d')
        .collection('c')
        .insertOne({ _id: 1 } as never);
      await client
        .db('d')
        .collection('c')
        .insertOne({ _id: 2 } as never);
    });
    const file = path.join(dataDir, (await walFiles(dataDir))[0] as string);
    const buf = await readFile(file);
    buf[buf.length - 3] = (buf[buf.length - 3] as number) ^ 0xff;
    await writeFile(file, buf);
    await withStore({ dataDir }, async (client) => {
      expect(await client.db('d').collection('c').find({}).toArray()).toEqual([{ _id: 1 }]);
    });
  });

  it('refuses to start on damage in the middle of the log', async () => {
    const dataDir = await tempDir();
    await withStore({ dataDir }, async (client) => {
      for (let i = 0; i < 5; i++) await client.db('d').collection('c').insertOne({ i });
    });
    const file = path.join(dataDir, (await walFiles(dataDir))[0] as string);
    const buf = await readFile(file);
    buf[8 + 8 + 10] = (buf[8 + 8 + 10] as number) ^ 0xff;
    await writeFile(file, buf);
    await expect(startDocstore({ dataDir })).rejects.toThrow(
      /write-ahead log .* is damaged at byte 8 \(checksum mismatch\)/,
    );
    // The lock is released after a failed start.
    expect(await readdir(dataDir)).not.toContain('docstore.lock');
  });

  it('refuses to start on a corrupt snapshot instead of starting empty', async () => {
    const dataDir = await tempDir();
    await withStore({ dataDir }, async (client) => {
      await client
        .db('d')
        .collection('c')
        .insertMany(Array.from({ length: 20 }, (_, i) => ({ i })));
    });
    await withStore({ dataDir }, async () => undefined);
    const snap = path.join(dataDir, 'snapshot.bin');
    const good = await readFile(snap);
    const flipped = Buffer.from(good);
    flipped[Math.floor(good.length / 2)] = (flipped[Math.floor(good.length / 2)] as number) ^ 0x01;
    await writeFile(snap, flipped);
    await expect(startDocstore({ dataDir })).rejects.toThrow(
      /snapshot .*snapshot\.bin is corrupt \(checksum mismatch/,
    );
    await writeFile(snap, good.subarray(0, good.length - 20));
    await expect(startDocstore({ dataDir })).rejects.toThrow(/snapshot .* is corrupt/);
    await writeFile(snap, good);
    await withStore({ dataDir }, async (client) => {
      expect(await client.db('d').collection('c').countDocuments()).toBe(20);
    });
  });

  it('locks the data directory against a second server', async () => {
    const dataDir = await tempDir();
    const first = await startDocstore({ dataDir });
    try {
      await expect(startDocstore({ dataDir })).rejects.toThrow(/is in use by process/);
    } finally {
      await first.stop();
    }
    const again = await startDocstore({ dataDir });
    await again.stop();
  });

  it('keeps nothing without a data directory', async () => {
    await withStore({}, async (client) => {
      await client.db('mem').collection('c').insertOne({ a: 1 });
    });
    await withStore({}, async (client) => {
      expect(await client.db('mem').collection('c').countDocuments()).toBe(0);
    });
  });
});

describe.runIf(onDocstore)('expiry', () => {
  it('closes idle cursors', async () => {
    await withStore({ cursorTimeoutMs: 200 }, async (client) => {
      const db = client.db('d');
      await db.collection('c').insertMany(Array.from({ length: 10 }, (_, i) => ({ i })));
      const first = await db.command({ find: 'c', filter: {}, batchSize: 2 });
      await new Promise((r) => setTimeout(r, 600));
      const err = await db.command({ getMore: first.cursor.id, collection: 'c' }).catch((e: unknown) => e);
      expect((err as MongoServerError).code).toBe(43);
    });
  });

  it('removes documents of TTL indexes', async () => {
    await withStore({ ttlIntervalMs: 100 }, async (client) => {
      const c = client.db('d').collection('sessions');
      await c.createIndex({ at: 1 }, { expireAfterSeconds: 60 });
      await c.insertMany([{ at: new Date(Date.now() - 120_000) }, { at: new Date() }, { other: 1 }]);
      await new Promise((r) => setTimeout(r, 400));
      expect(await c.countDocuments()).toBe(2);
    });
  });
});
