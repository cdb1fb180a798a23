import { execFileSync, type ChildProcess } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import { descendants, explicitEnv, freePort, spawnLauncher, waitForBanner } from '@hiti/local';

export const ADMIN_PASSWORD = 'fault-suite-admin-password';

export interface Launched {
  child: ChildProcess;
  base: string;
  /** The gateway's health and metrics port, apart from the site's. */
  management: string;
  output: () => string;
}

/** Starts `npm start`'s launcher on its own port and data folder; resolves once the site answers. */
export async function launch(dataDir: string, port?: number): Promise<Launched> {
  const listen = port ?? (await freePort());
  const management = await freePort();
  const env = explicitEnv({
    MANAGEMENT_PORT: String(management),
    DATA_DIR: dataDir,
    PORT: String(listen),
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD,
    SEED_DEMO: 'false',
    // A frozen service must answer 503 well inside the 5 s bound.
    SERVICE_TIMEOUT_MS: '2000',
    SERVICE_CONNECT_TIMEOUT_MS: '1000',
    // The contact test sends as many visitors behind one proxy (one address each, like real ones).
    TRUST_PROXY: '1',
  });
  const launcher = spawnLauncher(env, { detached: true });
  await waitForBanner(launcher, 180_000);
  return { ...launcher, base: `http://127.0.0.1:${listen}`, management: `http://127.0.0.1:${management}` };
}

function commandOf(pid: number): string {
  try {
    return execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

/** The process of a service (`catalog`, ...) or of `redis` under the launcher, waiting for a restart. */
export async function pidOf(launched: Launched, name: string): Promise<number> {
  const [pid] = await pidsOf(launched, name);
  if (pid === undefined) throw new Error(`no ${name} process`);
  return pid;
}

/** Every process of a service (notify runs as its API and its mail worker), once there is one. */
export async function pidsOf(launched: Launched, name: string): Promise<number[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const pids = findPids(launched, name);
    if (pids.length > 0) return pids;
    if (Date.now() > deadline) throw new Error(`no ${name} process`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function findPids(launched: Launched, name: string): number[] {
  const found: number[] = [];
  for (const pid of descendants(launched.child.pid ?? 0)) {
    const command = commandOf(pid);
    if (name === 'redis' && command.includes('redis-server')) found.push(pid);
    if (!command.includes('src/server.ts')) continue;
    try {
      if (readlinkSync(`/proc/${pid}/cwd`).endsWith(`/${name}`)) found.push(pid);
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** SIGKILL to the launcher and everything below it at once, like a power cut. */
export function killAll(launched: Launched): void {
  const pids = [launched.child.pid ?? 0, ...descendants(launched.child.pid ?? 0)];
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

export async function stop(launched: Launched): Promise<void> {
  if (launched.child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    launched.child.once('exit', () => resolve());
    launched.child.kill('SIGINT');
  });
}
