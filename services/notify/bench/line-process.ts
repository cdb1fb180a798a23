import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface, type Interface } from 'node:readline';
import { SERVICE_NODE_FLAGS, explicitEnv } from '@hiti/local';

/** A bench helper in a process of its own that takes one command per line and answers one line each. */
export interface LineProcess {
  /** The first line the process printed (what it announces once it is ready). */
  greeting: string;
  ask(command: string, timeoutMs?: number): Promise<string>;
  stop(): Promise<void>;
}

export function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

function nextLine(lines: Interface, child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    const onLine = (line: string) => finish(null, line);
    const onExit = (code: number | null) => finish(new Error(`the process exited with code ${code}`));
    function finish(error: Error | null, line = ''): void {
      clearTimeout(timer);
      lines.off('line', onLine);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(line);
    }
    lines.once('line', onLine);
    child.once('exit', onExit);
  });
}

/** Starts `entry` with the Node flags services run with and an explicit environment. */
export async function startLineProcess(
  entry: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<LineProcess> {
  const child = spawn(process.execPath, [...SERVICE_NODE_FLAGS, '--import', 'tsx', entry, ...args], {
    env: explicitEnv(env),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  if (!child.stdout || !child.stdin) throw new Error('no pipes to the bench process');
  const lines = createInterface({ input: child.stdout });
  const stdin = child.stdin;
  const greeting = await nextLine(lines, child, 30_000);
  let queue: Promise<unknown> = Promise.resolve();
  return {
    greeting,
    ask(command, timeoutMs = 300_000) {
      const answer = queue.then(() => {
        const reply = nextLine(lines, child, timeoutMs);
        stdin.write(`${command}\n`);
        return reply;
      });
      queue = answer.catch(() => undefined);
      return answer;
    },
    stop: stopper(child),
  };
}

/** Serves `handle` for every line of standard input, answering each with the line it resolves to. */
export function serveLines(handle: (command: string) => Promise<string>): void {
  const lines = createInterface({ input: process.stdin });
  let queue: Promise<unknown> = Promise.resolve();
  lines.on('line', (command) => {
    queue = queue.then(async () => {
      process.stdout.write(`${await handle(command)}\n`);
    });
  });
  lines.once('close', () => process.exit(0));
}
