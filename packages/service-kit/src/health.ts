import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

export type HealthCheck = () => Promise<void>;

export type WatchedStatus = { status: 'up' | 'down' | 'unknown'; error?: string; checkedAt?: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** Register a hard dependency of this process (its MongoDB, its Redis); `/health/ready` runs them all. */
    addHealthCheck(name: string, check: HealthCheck): void;
    /**
     * Register a dependency this process can run without for a while (SMTP, S3, the other services): it is
     * checked in the background, logged when it goes down or comes back and reported, never in readiness.
     */
    addDependencyWatch(name: string, check: HealthCheck): void;
    /** The last known state of every watched dependency. */
    watchedDependencies(): Record<string, WatchedStatus>;
  }
}

/** Below the probe timeout of the manifests (3 s), so a slow dependency reads as "down", not as a timeout. */
const CHECK_TIMEOUT_MS = 2000;
const DEFAULT_WATCH_INTERVAL_MS = 30_000;

function withTimeout(check: HealthCheck): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
    check().then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export interface HealthOptions {
  service: string;
  /** How often watched dependencies are checked. */
  watchIntervalMs?: number;
}

async function health(app: FastifyInstance, options: HealthOptions): Promise<void> {
  const checks = new Map<string, HealthCheck>();
  const watches = new Map<string, HealthCheck>();
  const watched: Record<string, WatchedStatus> = {};

  app.decorate('addHealthCheck', (name: string, check: HealthCheck) => {
    checks.set(name, check);
  });
  app.decorate('addDependencyWatch', (name: string, check: HealthCheck) => {
    watches.set(name, check);
    watched[name] = { status: 'unknown' };
  });
  app.decorate('watchedDependencies', () => ({ ...watched }));

  const watchOnce = async (name: string, check: HealthCheck) => {
    const before = watched[name]?.status;
    try {
      await withTimeout(check);
      watched[name] = { status: 'up', checkedAt: new Date().toISOString() };
      if (before === 'down') app.log.info({ dependency: name }, 'dependency is back');
    } catch (error) {
      const message = (error as Error).message;
      watched[name] = { status: 'down', error: message, checkedAt: new Date().toISOString() };
      app.log.warn({ dependency: name, err: error }, 'dependency unavailable; running degraded');
    }
  };
  const watchAll = () => Promise.all([...watches].map(([name, check]) => watchOnce(name, check)));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (watches.size === 0) return;
    void watchAll();
    timer = setInterval(() => void watchAll(), options.watchIntervalMs ?? DEFAULT_WATCH_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  // Probes come every few seconds from every orchestrator: they are not worth a log line each.
  app.get('/health/live', { logLevel: 'silent' }, async () => ({ status: 'ok', service: options.service }));

  app.get('/health/ready', { logLevel: 'silent' }, async (request, reply) => {
    const dependencies: Record<string, { status: 'up' | 'down'; error?: string }> = {};
    await Promise.all(
      [...checks].map(async ([name, check]) => {
        try {
          await withTimeout(check);
          dependencies[name] = { status: 'up' };
        } catch (error) {
          dependencies[name] = { status: 'down', error: (error as Error).message };
          app.log.warn({ dependency: name, err: error }, 'dependency not ready');
        }
      }),
    );
    const ready = Object.values(dependencies).every((dependency) => dependency.status === 'up');
    return reply.status(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'not ready',
      service: options.service,
      dependencies,
      watched: { ...watched },
    });
  });
}

export const healthRoutes = fp(health, { name: 'hiti-health' });
