/**
 * kill -9 safety: a process doing acknowledged inserts is killed with SIGKILL mid-stream; after a
 * restart on the same data directory every acknowledged document is there.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';
import { startDocstore } from '../src/index.js';
import { onDocstore } from './support/target.js';
import { collectStderr, exited, listeningUri, onLines, spawnTs } from './support/child.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const dirs: string[] = [];

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'docstore-crash-'));
  dirs.push(dir);
  return dir;
}

afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

async function acknowledgedSurvive(dataDir: string, acked: Set<number>): Promise<number> {
  const store = await startDocstore({ dataDir });
  const client = await new MongoClient(store.uri).connect();
  try {
    const docs = await client
      .db('crash')
      .collection<{ _id: number; payload: string }>('docs')
      .find({})
      .toArray();
    const present = new Set(docs.map((d) => d._id));
    const missing = [...acked].filter((id) => !present.has(id));
    expect(missing).toEqual([]);
    for (const d of docs) expect(d.payload).toBe('x'.repeat(50 + (d._id % 200)));
    return docs.length;
  } finally {
    await client.close();
    await store.stop();
  }
}

describe.runIf(onDocstore)('crash safety', () => {
  it('keeps every acknowledged insert when the server process is killed with SIGKILL', async () => {
    const dataDir = await tempDir();
    const child = spawnTs(path.join(here, 'fixtures', 'crash-writer.ts'), [dataDir]);
    const stderr = collectStderr(child);
    const acked = new Set<number>();
    const killAt = 300 + Math.floor(Math.random() * 400);
    let done = false;
    onLines(child, (line) => {
      const m = /^ack (\d+)$/.exec(line);
      if (m) {
        acked.add(Number(m[1]));
        if (acked.size === killAt) child.kill('SIGKILL');
      }
      if (line === 'done') done = true;
    });
    const { signal } = await exited(child);
    expect(done, stderr()).toBe(false);
    expect(signal).toBe('SIGKILL');
    expect(acked.size).toBeGreaterThanOrEqual(killAt);
    const present = await acknowledgedSurvive(dataDir, acked);
    expect(present).toBeGreaterThanOrEqual(acked.size);
    expect(present).toBeLessThanOrEqual(1000);
  }, 60_000);

  it('keeps every acknowledged insert when the docstore CLI is killed with SIGKILL', async () => {
    const dataDir = await tempDir();
    const cli = spawnTs(path.join(here, '..', 'src', 'cli.ts'), ['--port', '0', '--data', dataDir]);
    const uri = await listeningUri(cli);
    const client = await new MongoClient(uri, { maxPoolSize: 8, serverSelectionTimeoutMS: 2000 }).connect();
    const coll = client.db('crash').collection<{ _id: number; payload: string }>('docs');
    const acked = new Set<number>();
    const killAt = 200 + Math.floor(Math.random() * 500);
    let next = 0;
    const writer = async (): Promise<void> => {
      while (next < 1000) {
        const id = next++;
        try {
          await coll.insertOne({ _id: id, payload: 'x'.repeat(50 + (id % 200)) });
        } catch {
          return;
        }
        acked.add(id);
        if (acked.size === killAt) cli.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: 8 }, writer));
    await client.close(true).catch(() => undefined);
    const { signal } = await exited(cli);
    expect(signal).toBe('SIGKILL');
    expect(acked.size).toBeGreaterThanOrEqual(killAt);
    expect(acked.size).toBeLessThan(1000);
    await acknowledgedSurvive(dataDir, acked);
  }, 60_000);
});
