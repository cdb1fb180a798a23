import { setPriority } from 'node:os';
import { pathToFileURL } from 'node:url';
import { workerData, type MessagePort } from 'node:worker_threads';
import type { PageReads, PageRenderer } from '@hiti/web/server-renderer';
import {
  RENDERER_NOT_LOADED,
  type ReadAnswer,
  type ReadRequest,
  type RenderResult,
  type RenderTask,
  type RenderWorkerData,
} from './render-task';

const { entry } = workerData as RenderWorkerData;

/**
 * Rendering yields the CPU to the gateway's event loop (and the services) when they want it: on Linux a
 * thread's niceness is its own, so only this render thread runs at a lower priority.
 */
const RENDER_THREAD_NICENESS = 10;
try {
  setPriority(RENDER_THREAD_NICENESS);
} catch {
  // a system that refuses keeps the thread at the process's priority
}
let renderer: Promise<PageRenderer> | undefined;

/** The renderer, loaded by the first render this thread is given. */
function loadRenderer(): Promise<PageRenderer> {
  renderer ??= (import(pathToFileURL(entry).href) as Promise<PageRenderer>).catch((error: unknown) => {
    throw new Error(`${RENDERER_NOT_LOADED}: ${error instanceof Error ? error.message : String(error)}`);
  });
  return renderer;
}

/** The page's reads, each sent to the gateway's thread (its caches and service clients) and awaited. */
function readsThrough(port: MessagePort): PageReads {
  let nextId = 0;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  port.on('message', (answer: ReadAnswer) => {
    const waiter = waiting.get(answer.id);
    if (!waiter) return;
    waiting.delete(answer.id);
    if ('error' in answer) waiter.reject(new Error(answer.error));
    else waiter.resolve(answer.value);
  });
  const read =
    (method: string) =>
    (...args: unknown[]): Promise<unknown> =>
      new Promise((resolve, reject) => {
        nextId += 1;
        waiting.set(nextId, { resolve, reject });
        const request: ReadRequest = { id: nextId, method, args };
        port.postMessage(request);
      });
  return new Proxy({} as PageReads, { get: (_target, method) => read(String(method)) });
}

/** Renders one page (or the unavailable page) off the gateway's event loop. */
export default async function render(task: RenderTask): Promise<RenderResult> {
  const module = await loadRenderer();
  if (task.kind === 'unavailable') return module.renderUnavailablePage(task.pathname);
  try {
    return await module.renderPage(task.url, task.origin, readsThrough(task.port));
  } finally {
    task.port.close();
  }
}
