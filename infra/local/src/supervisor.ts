import { spawn, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { createInterface } from 'node:readline';
import { readableLogLine } from './pretty-log';

export interface ChildSpec {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** A lower CPU priority (a positive nice value) for background work that must not slow down answers. */
  niceness?: number;
}

const MAX_BACKOFF_MS = 30_000;
const STABLE_AFTER_MS = 60_000;

/** Whether a child is still running: one killed by a signal has a signal code and no exit code. */
export function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

function prefixLines(stream: NodeJS.ReadableStream, name: string, write: (line: string) => void): void {
  createInterface({ input: stream }).on('line', (line) => write(`[${name}] ${readableLogLine(line)}\n`));
}

/** Keeps a child process running: restarts it with exponential backoff and logs every crash. */
export class SupervisedChild {
  private child: ChildProcess | null = null;
  private stopping = false;
  private failures = 0;
  private startedAt = 0;
  private restartTimer: NodeJS.Timeout | null = null;

  constructor(private readonly spec: ChildSpec) {}

  start(): void {
    this.startedAt = Date.now();
    const child = spawn(this.spec.command, this.spec.args, {
      cwd: this.spec.cwd,
      env: { ...this.spec.env, EXIT_WITH_PARENT: '1' },
      // stdin stays a pipe: when the launcher dies, even by SIGKILL, the child sees it close and exits.
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child = child;
    if (this.spec.niceness !== undefined && child.pid !== undefined) {
      try {
        setPriority(child.pid, this.spec.niceness);
      } catch {
        // not permitted here: it runs at the launcher's priority
      }
    }
    if (child.stdout) prefixLines(child.stdout, this.spec.name, (line) => process.stdout.write(line));
    if (child.stderr) prefixLines(child.stderr, this.spec.name, (line) => process.stderr.write(line));
    child.once('exit', (code, signal) => this.onExit(code, signal));
  }

  private onExit(code: number | null, signal: NodeJS.Signals | null): void {
    this.child = null;
    if (this.stopping) return;
    if (Date.now() - this.startedAt > STABLE_AFTER_MS) this.failures = 0;
    this.failures += 1;
    const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** (this.failures - 1));
    console.error(
      `[launcher] ${this.spec.name} exited (code ${code ?? '-'}, signal ${signal ?? '-'}); restarting in ${delay} ms`,
    );
    this.restartTimer = setTimeout(() => this.start(), delay);
  }

  /** From now on an exit is expected (a Ctrl-C reaches every process of the terminal at once). */
  expectExit(): void {
    this.stopping = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
  }

  /** The running process id, if any (for tests and the fault suite). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Ends the child now, without waiting (the last resort of a stop that takes too long). */
  kill(): void {
    this.expectExit();
    if (this.child && isRunning(this.child)) this.child.kill('SIGKILL');
  }

  stop(timeoutMs = 5_000): Promise<void> {
    this.stopping = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child || !isRunning(child)) return Promise.resolve();
    return new Promise((resolve) => {
      const killer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      child.once('exit', () => {
        clearTimeout(killer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }
}
