import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { Redis } from 'ioredis';
import { findOnPath } from '../system-deps';
import { isRunning, SupervisedChild } from '../supervisor';
import { freePort } from './free-port';

export interface StartedRedis {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

async function waitForPing(url: string, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child && !isRunning(child)) throw new Error(`redis-server exited with code ${child.exitCode}`);
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

function redisCommand(port: number, dataDir: string | undefined): { binary: string; args: string[] } {
  const binary = findOnPath('redis-server');
  if (!binary) throw new Error('redis-server is not installed: apt-get install -y redis-server');
  const persistence = dataDir
    ? ['--appendonly', 'yes', '--appendfsync', 'everysec', '--dir', dataDir]
    : ['--save', '', '--appendonly', 'no'];
  if (dataDir) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return { binary, args: ['--port', String(port), '--bind', '127.0.0.1', ...persistence] };
}

/** Spawns `redis-server` on a free port: AOF under `dataDir` when given, else nothing on disk. */
export async function startRedisServer(options: { dataDir?: string } = {}): Promise<StartedRedis> {
  const port = await freePort();
  const { binary, args } = redisCommand(port, options.dataDir);
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `redis://127.0.0.1:${port}`;
  await waitForPing(url, child);
  return {
    url,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (!isRunning(child)) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface SupervisedRedis {
  url: string;
  child: SupervisedChild;
  stop(): Promise<void>;
}

/**
 * Runs `redis-server` like a service: restarted on the same port with backoff whenever it dies (its AOF
 * under `dataDir` brings the data back), a line in the log each time.
 */
export async function startSupervisedRedisServer(options: { dataDir: string }): Promise<SupervisedRedis> {
  const port = await freePort();
  const { binary, args } = redisCommand(port, options.dataDir);
  const child = new SupervisedChild({
    name: 'redis',
    command: binary,
    args: [...args, '--loglevel', 'warning'],
    cwd: options.dataDir,
    env: { PATH: process.env.PATH ?? '' },
  });
  child.start();
  const url = `redis://127.0.0.1:${port}`;
  try {
    await waitForPing(url);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { url, child, stop: () => child.stop() };
}
