import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { SERVICE_NODE_FLAGS, explicitEnv, freePort, startRedisServer } from '@hiti/local';
import { startLineProcess, stopper } from './line-process';

export interface BenchDeps {
  redisUrl: string;
  mongoUrl: string;
  stop(): Promise<void>;
}

const DOCSTORE_CLI = fileURLToPath(new URL('../../../infra/docstore/src/cli.ts', import.meta.url));
const NOTIFY_SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const SINK_PROCESS = fileURLToPath(new URL('./smtp-sink.process.ts', import.meta.url));
const DIRECT_SENDER = fileURLToPath(new URL('./direct-sender.process.ts', import.meta.url));

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The docstore in a process of its own, as a database server would be. */
async function startDocstoreProcess(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', DOCSTORE_CLI, '--port', String(port), '--in-memory', '--log-level', 'warn'],
    { env: explicitEnv({}), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const deadline = Date.now() + 20_000;
  while (!(await canConnect(port))) {
    if (child.exitCode !== null) throw new Error(`docstore exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('docstore did not start within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `mongodb://127.0.0.1:${port}`, child };
}

export interface BenchSink {
  url: string;
  /** Resolves once the sink holds `total` messages since it started. */
  received(total: number): Promise<void>;
  stop(): Promise<void>;
}

/** An SMTP sink in its own process, so receiving mail does not slow down what is measured. */
export async function startSinkProcess(): Promise<BenchSink> {
  const sink = await startLineProcess(SINK_PROCESS, []);
  return {
    url: sink.greeting,
    received: async (total) => {
      await sink.ask(`wait ${total}`);
    },
    stop: sink.stop,
  };
}

/** nodemailer sending straight to `smtpUrl`, in its own process: the baseline. */
export async function startDirectSender(smtpUrl: string): Promise<{
  send(tag: string, count: number): Promise<void>;
  stop(): Promise<void>;
}> {
  const sender = await startLineProcess(DIRECT_SENDER, [smtpUrl]);
  return {
    send: async (tag, count) => {
      await sender.ask(`send ${tag} ${count}`);
    },
    stop: sender.stop,
  };
}

/** notify (API and mail worker) in its own process, with the Node flags it is deployed with. */
export async function startNotifyProcess(env: Record<string, string>): Promise<{
  url: string;
  stop(): Promise<void>;
}> {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVICE_NODE_FLAGS, '--import', 'tsx', NOTIFY_SERVER], {
    env: explicitEnv({ ...env, PORT: String(port) }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`notify exited with code ${child.exitCode}`);
    const ready = await fetch(`${url}/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('notify was not ready within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop: stopper(child) };
}

/**
 * Redis and MongoDB for a bench: `REDIS_URL` / `MONGO_URL` when set, else started here (Redis persisted as
 * `npm start`'s is: append-only file, synced every second).
 */
export async function startBenchDeps(): Promise<BenchDeps> {
  const redisDir = process.env.REDIS_URL ? null : mkdtempSync(join(tmpdir(), 'hiti-bench-redis-'));
  const redis = redisDir ? await startRedisServer({ dataDir: redisDir }) : null;
  const docstore = process.env.MONGO_URL ? null : await startDocstoreProcess();
  return {
    redisUrl: process.env.REDIS_URL ?? redis?.url ?? '',
    mongoUrl: process.env.MONGO_URL ?? docstore?.url ?? '',
    stop: async () => {
      if (docstore) await stopper(docstore.child)();
      await redis?.stop();
      if (redisDir) rmSync(redisDir, { recursive: true, force: true });
    },
  };
}

/** Settings of a notify instance for a bench run. */
export function notifyBenchEnv(deps: BenchDeps, smtpUrl: string, run: string): Record<string, string> {
  return {
    PORT: '0',
    LOG_LEVEL: 'warn',
    INTERNAL_TOKEN: 'bench-internal-token-0123456789',
    MONGO_URL: deps.mongoUrl,
    MONGO_DB: `bench_notify_${run}`,
    REDIS_URL: deps.redisUrl,
    REDIS_PREFIX: `bench-${run}`,
    SMTP_URL: smtpUrl,
  };
}
