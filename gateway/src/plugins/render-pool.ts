import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { PageReads, RenderedPage } from '@hiti/web/server-renderer';
import {
  RENDERER_NOT_LOADED,
  type ReadAnswer,
  type ReadRequest,
  type RenderResult,
  type RenderTask,
  type RenderWorkerData,
} from './render-task';

/** The render thread's file beside this one: TypeScript when run from source, the bundle's file when built. */
const WORKER_FILE = fileURLToPath(
  new URL(`./render-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url),
);

/** Renders awaiting their reads at once in one thread: rendering is quick, the reads are what takes time. */
const RENDERS_PER_THREAD = 16;

/** Answers the render thread's reads from the gateway's own (its caches and service clients). */
function answerReads(port: MessagePort, reads: PageReads): void {
  const byName = reads as unknown as Record<string, ((...args: unknown[]) => Promise<unknown>) | undefined>;
  port.on('message', (request: ReadRequest) => {
    const read = byName[request.method];
    const answered = read
      ? read.apply(reads, request.args)
      : Promise.reject(new Error(`no such read: ${request.method}`));
    answered.then(
      (value) => port.postMessage({ id: request.id, value } satisfies ReadAnswer),
      (error: unknown) =>
        port.postMessage({
          id: request.id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies ReadAnswer),
    );
  });
}

/**
 * Threads that render pages with one build of the web app's server renderer, so that no render holds the
 * gateway's event loop: the API and cached pages are answered while pages render. Each thread loads the
 * renderer afresh, so a rebuilt web app gets a pool of its own.
 */
export class RenderPool {
  private readonly pool: Piscina<RenderTask, RenderResult>;

  constructor(entry: string, threads: number) {
    const fromSource = WORKER_FILE.endsWith('.ts');
    this.pool = new Piscina({
      filename: WORKER_FILE,
      workerData: { entry } satisfies RenderWorkerData,
      minThreads: threads,
      maxThreads: threads,
      concurrentTasksPerWorker: RENDERS_PER_THREAD,
      idleTimeout: Infinity,
      // Threads take the process's options (V8's may not be given again); the TypeScript source needs tsx's
      // loader, which a process started by a test runner lacks.
      ...(fromSource && !process.execArgv.includes('tsx') ? { execArgv: ['--import', 'tsx'] } : {}),
    });
  }

  async page(url: string, origin: string, reads: PageReads): Promise<RenderedPage> {
    const { port1, port2 } = new MessageChannel();
    answerReads(port1, reads);
    try {
      const task: RenderTask = { kind: 'page', url, origin, port: port2 };
      return (await this.pool.run(task, { transferList: [port2] })) as RenderedPage;
    } finally {
      port1.close();
    }
  }

  async unavailable(pathname: string): Promise<string> {
    return (await this.pool.run({ kind: 'unavailable', pathname })) as string;
  }

  /** Lets the renders under way finish, then stops the threads. */
  async close(): Promise<void> {
    await this.pool.close();
  }

  static failedToLoad(error: unknown): boolean {
    return error instanceof Error && error.message.startsWith(RENDERER_NOT_LOADED);
  }
}
