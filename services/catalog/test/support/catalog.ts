import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { EVENT_NAMES, type EventName } from '@hiti/contracts';
import { createApp, events as eventsPlugin, loadConfig, type EventHandlers } from '@hiti/service-kit';
import { internalHeaders, startService, testEnv } from '@hiti/local/test-env';
import { buildApp } from '../../src/app';
import { catalogEnvSchema } from '../../src/config';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

interface RecordedEvent {
  name: EventName;
  payload: unknown;
}

export interface TestCatalog {
  app: FastifyInstance;
  /** Calls the service as the gateway does: internal token and a signed-in product manager. */
  call(
    method: Method,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** Sets the time promotions are judged by. */
  setNow(now: Date): void;
  /** Every event the catalog published, as the gateway receives them. */
  events: RecordedEvent[];
  /** Waits until an event matching `predicate` has arrived. */
  waitForEvent(predicate: (event: RecordedEvent) => boolean): Promise<RecordedEvent>;
  close(): Promise<void>;
}

export interface TestCatalogOptions {
  now?: Date;
  seedDemo?: boolean;
  /** Reuse a database (to restart the service on the same data). */
  dbName?: string;
  /** Reuse a queue prefix (to receive the events of a restarted service). */
  prefix?: string;
  /** Record the published events (starts a consumer on the gateway's queue). */
  recordEvents?: boolean;
  /** Another Redis than the test one (an unreachable one, to see writes outlive it). */
  redisUrl?: string;
  /** More environment of the service (its import job settings). */
  env?: Record<string, string>;
}

/** A catalog service on real dependencies, with a database and queue prefix of its own. */
export async function startCatalog(
  options: TestCatalogOptions = {},
): Promise<TestCatalog & { dbName: string; prefix: string }> {
  const env = testEnv();
  const dbName = options.dbName ?? env.dbName('catalog');
  const prefix = options.prefix ?? env.prefix('catalog');
  let now = options.now ?? new Date();
  const app = await startService(
    (variables) => buildApp({ config: loadConfig(catalogEnvSchema, variables), clock: () => now }),
    {
      names: { db: dbName, prefix },
      env: {
        SEED_DEMO: options.seedDemo ? 'true' : 'false',
        ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
        ...options.env,
      },
    },
  );

  const events: RecordedEvent[] = [];
  const waiters: Array<() => void> = [];
  const handlers: EventHandlers = {};
  for (const name of EVENT_NAMES) {
    (handlers as Record<EventName, (payload: unknown) => Promise<void>>)[name] = async (payload) => {
      events.push({ name, payload });
      for (const wake of waiters.splice(0)) wake();
    };
  }
  // A process consuming the gateway's queue through the events plugin, as the gateway does.
  const recorder = options.recordEvents ? createApp({ service: 'event-recorder', logger: false }) : null;
  if (recorder) {
    await recorder.register(eventsPlugin, {
      redisUrl: env.redisUrl,
      prefix,
      consume: { as: 'gateway', handlers },
    });
    await recorder.ready();
  }

  return {
    app,
    dbName,
    prefix,
    events,
    setNow: (next) => {
      now = next;
    },
    call: (method, url, body, headers = {}) =>
      app.inject({
        method,
        url,
        headers: { ...internalHeaders('product_manager'), ...headers },
        ...(body === undefined ? {} : { payload: body as object }),
      }),
    async waitForEvent(predicate) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = events.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no such event among ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    async close() {
      await recorder?.close();
      await app.close();
    },
  };
}
