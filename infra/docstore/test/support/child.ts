/** Spawning TypeScript child processes (through tsx) and reading their output line by line. */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export function spawnTs(file: string, args: string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DOCSTORE_LOG_LEVEL: process.env.DOCSTORE_LOG_LEVEL ?? 'warn' },
  });
}

export function onLines(child: ChildProcess, fn: (line: string) => void): void {
  if (child.stdout) createInterface({ input: child.stdout }).on('line', fn);
}

export function collectStderr(child: ChildProcess): () => string {
  let text = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  return () => text;
}

export function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** Waits for a docstore CLI's "listening" log line and answers the URI it gives. */
export function listeningUri(cli: ChildProcess): Promise<string> {
  const stderr = collectStderr(cli);
  return new Promise<string>((resolve, reject) => {
    onLines(cli, (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; uri?: string };
        if (entry.msg === 'docstore: listening' && entry.uri) resolve(entry.uri);
      } catch {
        // not a log line
      }
    });
    cli.once('exit', () => reject(new Error(`docstore CLI exited early: ${stderr()}`)));
  });
}
