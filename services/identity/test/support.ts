import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { startService, testEnv } from '@hiti/local/test-env';
import type { Caller } from '@hiti/contracts';
import { loadConfig } from '@hiti/service-kit';
import { buildApp } from '../src/app';
import { identityEnvSchema } from '../src/config';

export { internalHeaders } from '@hiti/local/test-env';

export const env = testEnv();

/** An identity service on its own database and Redis prefix. */
export function startIdentity(
  database: string,
  extra: Record<string, string> = {},
  logger?: FastifyServerOptions['logger'],
): Promise<FastifyInstance> {
  return startService((variables) => buildApp({ config: loadConfig(identityEnvSchema, variables), logger }), {
    names: { db: env.dbName(database), prefix: env.prefix(database) },
    env: extra,
  });
}

export const firstAdmin: Caller = { id: 1, username: 'admin', role: 'super_admin' };
