import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/deps/free-port';
import { explicitEnv } from '../src/explicit-env';
import { SERVICE_NODE_FLAGS } from '../src/node-flags';
import { descendants, spawnLauncher, waitForBanner, type LauncherProcess } from '../src/launcher-process';

const dataDir = mkdtempSync(join(tmpdir(), 'hiti-launcher-'));
const running: ChildProcess[] = [];

interface Launch extends LauncherProcess {
  port: number;
  /** The gateway's health and metrics port. */
  management: number;
}

async function launch(): Promise<Launch> {
  const port = await freePort();
  const management = await freePort();
  const launcher = spawnLauncher(
    explicitEnv({
      DATA_DIR: dataDir,
      PORT: String(port),
      MANAGEMENT_PORT: String(management),
      LOG_LEVEL: 'warn',
    }),
  );
  running.push(launcher.child);
  await waitForBanner(launcher, 150_000);
  return { ...launcher, port, management };
}

/** One column of `ps` for a process: its command name (`comm`) or its whole command line (`args`). */
function psColumn(pid: number, column: 'comm' | 'args'): string {
  return execFileSync('ps', ['-o', `${column}=`, '-p', String(pid)], { encoding: 'utf8' }).trim();
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stop(launched: Launch, signal: NodeJS.Signals): Promise<void> {
  await new Promise<void>((resolve) => {
    launched.child.once('exit', () => resolve());
    launched.child.kill(signal);
  });
}

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start (the launcher)', () => {
  it('brings the whole system up with the service flags, stops every process on Ctrl-C and keeps data across restarts', async () => {
    const first = await launch();
    expect(first.output()).toMatch(/Admin login: admin \/ \S+/);
    const password = /Admin login: admin \/ (\S+)/.exec(first.output())?.[1] ?? '';

    // probes and metrics answer on the management port only, never on the site's
    for (const path of ['/health/ready', '/health/live', '/metrics']) {
      expect((await fetch(`http://127.0.0.1:${first.port}${path}`)).status, path).toBe(404);
      expect((await fetch(`http://127.0.0.1:${first.management}${path}`)).status, path).toBe(200);
    }
    expect(first.output()).toContain(`http://127.0.0.1:${first.management}/health/ready`);
    const ready = await fetch(`http://127.0.0.1:${first.management}/health/ready`);
    expect(ready.status).toBe(200);
    type Readiness = {
      dependencies: Record<string, { status: string }>;
      watched: Record<string, { status: string }>;
    };
    const health = (await ready.json()) as Readiness;
    // The gateway's readiness is its own Redis; the services it calls are watched and reported.
    expect(health.dependencies).toEqual({ redis: { status: 'up' } });
    await expect
      .poll(async () => {
        const watched = (
          (await (await fetch(`http://127.0.0.1:${first.management}/health/ready`)).json()) as Readiness
        ).watched;
        return Object.entries(watched).map(([name, state]) => `${name}:${state.status}`);
      })
      .toEqual(['catalog:up', 'content:up', 'identity:up', 'media:up', 'notify:up']);

    const openToOthers = readdirSync(dataDir, { recursive: true, encoding: 'utf8' })
      .map((name) => join(dataDir, name))
      .filter((path) => (statSync(path).mode & 0o077) !== 0);
    expect(openToOthers).toEqual([]);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);

    // Redis killed behind the launcher's back is started again and the site becomes ready without a restart.
    const redisPid = descendants(first.child.pid ?? 0).find(
      (pid) => psColumn(pid, 'comm') === 'redis-server',
    );
    expect(redisPid).toBeTypeOf('number');
    process.kill(redisPid ?? 0, 'SIGKILL');
    await expect
      .poll(() => first.output(), { timeout: 15_000 })
      .toMatch(/\[launcher\] redis exited .*signal SIGKILL/);
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${first.management}/health/ready`)).status, {
        timeout: 30_000,
        interval: 250,
      })
      .toBe(200);

    const tree = descendants(first.child.pid ?? 0);
    expect(tree.length).toBeGreaterThanOrEqual(7);
    // Five services, notify's mail worker and the gateway, each with the V8 flags the images use too.
    const apps = tree
      .map((pid) => psColumn(pid, 'args').split(/\s+/u))
      .filter((args) => args.includes('src/server.ts'));
    expect(apps).toHaveLength(7);
    for (const args of apps) expect(args).toEqual(expect.arrayContaining([...SERVICE_NODE_FLAGS]));
    await stop(first, 'SIGINT');
    // Helpers of the children (tsx's esbuild service) exit when the pipe from their parent closes.
    await expect.poll(() => tree.filter(alive), { timeout: 10_000, interval: 200 }).toEqual([]);

    const second = await launch();
    expect(second.output()).not.toMatch(/Admin login: admin \/ /);
    const login = await fetch(`http://127.0.0.1:${second.port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(login.status).toBe(200);
    await stop(second, 'SIGTERM');
  }, 400_000);
});
