import type { FastifyInstance } from 'fastify';
import { startService, type ServiceNames } from '@hiti/local/test-env';
import { loadConfig } from '@hiti/service-kit';
import { buildApp } from '../src/app';
import { contentEnvSchema } from '../src/config';

export { internalHeaders } from '@hiti/local/test-env';

/** Builds the content service on the test dependencies, on the given database and Redis prefix. */
export function startContent(
  names: ServiceNames,
  extra: { SEED_DEMO?: 'true' | 'false'; REDIS_URL?: string } = {},
): Promise<FastifyInstance> {
  return startService((variables) => buildApp({ config: loadConfig(contentEnvSchema, variables) }), {
    names,
    env: extra,
  });
}
