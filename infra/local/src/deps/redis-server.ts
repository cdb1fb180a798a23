import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { Redis } from 'ioredis';
import { findOnPath } from '../system-deps';
import { freePort } from './free-port';

export interface StartedRedis {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

async function waitForPing(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`);
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.ping();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      client.disconnect();
    }
  }
  throw new Error('redis-server did not answer within 10 s');
}

/** Spawns `redis-server` on a free port: AOF under `dataDir` when given, else nothing on disk. */
export async function startRedisServer(options: { dataDir?: string } = {}): Promise<StartedRedis> {
  const binary = findOnPath('redis-server');
  if (!binary) throw new Error('redis-server is not installed: apt-get install -y redis-server');
  const port = await freePort();
  const persistence = options.dataDir
    ? ['--appendonly', 'yes', '--appendfsync', 'everysec', '--dir', options.dataDir]
    : ['--save', '', '--appendonly', 'no'];
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', ...persistence], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `redis://127.0.0.1:${port}`;
  await waitForPing(url, child);
  return {
    url,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
