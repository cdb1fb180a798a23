import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT } from './system';

/** What the launcher prints once the whole system answers. */
export const RUNNING_BANNER = 'Hiti Kamina is running';

export interface LauncherProcess {
  child: ChildProcess;
  /** Everything it printed so far, standard output and error together. */
  output: () => string;
}

/**
 * Starts `npm start`'s launcher with exactly `env` (built with `explicitEnv`, so nothing of the caller's
 * own environment leaks in), collecting what it prints. `detached` puts it in a process group of its own.
 */
export function spawnLauncher(env: NodeJS.ProcessEnv, options: { detached?: boolean } = {}): LauncherProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/src/cli.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached ?? false,
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { child, output: () => output };
}

/** Resolves once the launcher printed its banner; fails when it exits first or has not within `timeoutMs`. */
export async function waitForBanner(launcher: LauncherProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!launcher.output().includes(RUNNING_BANNER)) {
    const { exitCode } = launcher.child;
    if (exitCode !== null) throw new Error(`launcher exited with ${exitCode}:\n${launcher.output()}`);
    if (Date.now() > deadline) throw new Error(`launcher did not start:\n${launcher.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every process below `pid`, found through `ps`. */
export function descendants(pid: number): number[] {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift();
    for (const [child, ppid] of table) {
      if (ppid === parent) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}
