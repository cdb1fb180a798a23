import { setupServer } from 'msw/node';
import type { SentRequest } from './http-mock';

/**
 * The API as the web app's tests answer it (routes added with the helpers of `http-mock.ts`): started,
 * checked and reset after each test and closed by the setup file. A call of the app's API that no route of
 * the test answers fails, and so does the test. Kept apart from the helpers so that the setup file loads
 * no contracts: a test may need to load them itself, first.
 */
export const apiMock = setupServer();

interface Recorder {
  routes: readonly string[];
  requests: SentRequest[];
}

let recorders: Recorder[] = [];
let unanswered: string[] = [];

/** Refuses a call of the app's API (its own origin) that no route answers; a test's own server is reached. */
export function onUnansweredRequest(request: Request, print: { error(): void }): void {
  const url = new URL(request.url);
  if (url.origin !== window.location.origin) return;
  noteUnanswered(`${request.method} ${url.pathname}${url.search}`);
  print.error();
}

/** Notes a call no route of the test answered: the test fails once it ends. */
export function noteUnanswered(call: string): void {
  unanswered.push(call);
}

/** Keeps each request of `routes` (of any route when none is named) in `requests`, until the test ends. */
export function addRecorder(routes: readonly string[], requests: SentRequest[]): void {
  recorders.push({ routes, requests });
}

/** Hands a request to the recorders of its route. */
export function recordRequest(request: SentRequest): void {
  for (const recorder of recorders) {
    if (recorder.routes.length === 0 || recorder.routes.includes(request.route))
      recorder.requests.push(request);
  }
}

/** Forgets the routes and recordings of a test; fails when the app made a call no route answered. */
export function resetApiMock(): void {
  apiMock.resetHandlers();
  recorders = [];
  const missed = unanswered;
  unanswered = [];
  if (missed.length > 0) throw new Error(`No route of the test answered: ${missed.join(', ')}`);
}
