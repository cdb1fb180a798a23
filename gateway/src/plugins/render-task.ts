import type { MessagePort } from 'node:worker_threads';
import type { RenderedPage } from '@hiti/web/server-renderer';

/** A page to render: its reads are asked of the gateway's thread through `port`. */
interface PageTask {
  kind: 'page';
  url: string;
  origin: string;
  port: MessagePort;
}

/** The page shown when a page cannot be rendered. */
interface UnavailableTask {
  kind: 'unavailable';
  pathname: string;
}

export type RenderTask = PageTask | UnavailableTask;
export type RenderResult = RenderedPage | string;

/** What the render thread asks of the gateway's thread: one of the page's reads. */
export interface ReadRequest {
  id: number;
  method: string;
  args: unknown[];
}

/** The gateway thread's answer to a read: its value, or the message of its failure. */
export type ReadAnswer = { id: number; value: unknown } | { id: number; error: string };

/** What the render threads are started with: the built server renderer to load. */
export interface RenderWorkerData {
  entry: string;
}

/** How the message of a render starts when its thread could not load the renderer (a build being written). */
export const RENDERER_NOT_LOADED = 'the server renderer could not be loaded';
