import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';
import { exited, listeningUri, spawnTs } from './support/child.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const dirs: string[] = [];

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Starts the CLI on a fresh data directory and answers it once it listens, with its URI. */
async function startCli(
  existingDataDir?: string,
): Promise<{ cli: ChildProcess; uri: string; dataDir: string }> {
  const dataDir = existingDataDir ?? (await mkdtemp(path.join(tmpdir(), 'docstore-cli-')));
  dirs.push(dataDir);
  const cli = spawnTs(path.join(here, '..', 'src', 'cli.ts'), [
    '--port',
    '0',
    '--data',
    dataDir,
    '--log-level',
    'info',
  ]);
  const uri = await listeningUri(cli);
  return { cli, uri, dataDir };
}

/** Each test starts a TypeScript child process (through tsx), which takes ten times longer on a loaded CI machine. */
const CHILD_PROCESS_TEST_TIMEOUT = 120_000;

describe('docstore CLI', () => {
  it(
    'stops cleanly on SIGTERM and keeps what was written',
    async () => {
      const first = await startCli();
      const writer = await new MongoClient(first.uri).connect();
      await writer.db('cli').collection('docs').insertOne({ name: 'камин' });
      await writer.close();
      first.cli.kill('SIGTERM');
      expect(await exited(first.cli)).toEqual({ code: 0, signal: null });

      const second = await startCli(first.dataDir);
      const reader = await new MongoClient(second.uri).connect();
      const docs = await reader
        .db('cli')
        .collection('docs')
        .find({}, { projection: { _id: 0 } })
        .toArray();
      await reader.close();
      second.cli.kill('SIGTERM');
      await exited(second.cli);
      expect(docs).toEqual([{ name: 'камин' }]);
    },
    CHILD_PROCESS_TEST_TIMEOUT,
  );

  it(
    'still stops on SIGTERM after whoever read its log has gone away',
    async () => {
      const { cli } = await startCli();
      cli.stdout?.destroy();
      cli.stderr?.destroy();
      cli.kill('SIGTERM');
      expect(await exited(cli)).toEqual({ code: 0, signal: null });
    },
    CHILD_PROCESS_TEST_TIMEOUT,
  );
});
