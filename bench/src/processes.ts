import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { explicitEnv } from '@hiti/local';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface Started {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** A TypeScript entry point in a process of its own, with an explicit environment. */
export function startTs(
  entry: string,
  args: string[],
  env: Record<string, string> = {},
  nodeFlags: readonly string[] = [],
): Started {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', entry, ...args], {
    cwd: REPO_ROOT,
    env: explicitEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-200_000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-200_000)));
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      process.kill(-child.pid, 'SIGINT');
      const killer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 20_000);
      await exited;
      clearTimeout(killer);
    }
  };
  return { child, output: () => output, stop };
}

/** Resolves with the first match of `pattern` in the process's output. */
export async function waitFor(
  started: Started,
  pattern: RegExp,
  timeoutMs: number,
): Promise<RegExpExecArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = pattern.exec(started.output());
    if (match) return match;
    if (started.child.exitCode !== null)
      throw new Error(`process exited with ${started.child.exitCode}:\n${started.output()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs a process to its end and answers its standard output. */
export async function runTs(entry: string, args: string[]): Promise<string> {
  const started = startTs(entry, args);
  const code = await new Promise<number | null>((resolve) => started.child.once('exit', resolve));
  if (code !== 0) throw new Error(`${entry} exited with ${code}:\n${started.output()}`);
  return started.output();
}
