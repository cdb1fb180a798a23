import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

export type HealthCheck = () => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Register a readiness check of a dependency; `/health/ready` runs them all. */
    addHealthCheck(name: string, check: HealthCheck): void;
  }
}

const CHECK_TIMEOUT_MS = 5000;

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

async function health(app: FastifyInstance, options: { service: string }): Promise<void> {
  const checks = new Map<string, HealthCheck>();
  app.decorate('addHealthCheck', (name: string, check: HealthCheck) => {
    checks.set(name, check);
  });

  app.get('/health/live', async () => ({ status: 'ok', service: options.service }));

  app.get('/health/ready', async (request, reply) => {
    const dependencies: Record<string, { status: 'up' | 'down'; error?: string }> = {};
    await Promise.all(
      [...checks].map(async ([name, check]) => {
        try {
          await withTimeout(check);
          dependencies[name] = { status: 'up' };
        } catch (error) {
          dependencies[name] = { status: 'down', error: (error as Error).message };
          request.log.warn({ dependency: name, err: error }, 'dependency not ready');
        }
      }),
    );
    const ready = Object.values(dependencies).every((dependency) => dependency.status === 'up');
    return reply
      .status(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'not ready', service: options.service, dependencies });
  });
}

export const healthRoutes = fp(health, { name: 'hiti-health' });
