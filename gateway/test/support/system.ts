import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '@hiti/service-kit';
import { startSmtpSink, type SmtpSinkOptions, type StartedSmtpSink } from '@hiti/local';
import { serviceVariables, startService, testEnv } from '@hiti/local/test-env';
import { buildApp as buildCatalog } from '../../../services/catalog/src/app';
import { catalogEnvSchema } from '../../../services/catalog/src/config';
import { buildApp as buildContent } from '../../../services/content/src/app';
import { contentEnvSchema } from '../../../services/content/src/config';
import { buildApp as buildIdentity } from '../../../services/identity/src/app';
import { identityEnvSchema } from '../../../services/identity/src/config';
import { buildApp as buildMedia } from '../../../services/media/src/app';
import { mediaEnvSchema } from '../../../services/media/src/config';
import { buildApp as buildNotify } from '../../../services/notify/src/app';
import { notifyEnvSchema } from '../../../services/notify/src/config';
import { buildApp as buildGateway } from '../../src/app';
import { gatewayEnvSchema } from '../../src/config';

export { internalHeaders } from '@hiti/local/test-env';

type ServiceName = 'catalog' | 'content' | 'identity' | 'media' | 'notify';

export interface TestSystemOptions {
  /** The services this test file needs; the others point at an address where nothing listens. */
  services: ServiceName[];
  /** Extra environment for every service and the gateway (e.g. ADMIN_PASSWORD, SEED_DEMO). */
  env?: Record<string, string>;
  /** Refuse some mails in the SMTP sink (retries, permanent failures). */
  smtpReject?: SmtpSinkOptions['reject'];
}

export interface TestSystem {
  gateway: FastifyInstance;
  services: Partial<Record<ServiceName, FastifyInstance>>;
  smtp: StartedSmtpSink;
  /** Values every test file gets unique: database names, Redis prefix, bucket. */
  names: { prefix: string; bucket: string };
  adminPassword: string;
  close(): Promise<void>;
}

const DEAD_URL = 'http://127.0.0.1:9';
const TEST_ADMIN_PASSWORD = 'first-admin-password';

function urlOf(app: FastifyInstance): string {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * Starts the chosen services on real ports with real dependencies, and a gateway in front of them,
 * isolated from every other test file (own databases, Redis prefix, queues and bucket).
 */
export async function startTestSystem(options: TestSystemOptions): Promise<TestSystem> {
  const env = testEnv();
  const prefix = env.prefix('hk');
  const bucket = env.bucket('hk');
  const smtp = await startSmtpSink(options.smtpReject ? { reject: options.smtpReject } : {});
  const common = {
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'http://localhost:8080',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    SEED_DEMO: 'false',
    ...options.env,
  };
  const builders = {
    catalog: (variables) => buildCatalog({ config: loadConfig(catalogEnvSchema, variables) }),
    content: (variables) => buildContent({ config: loadConfig(contentEnvSchema, variables) }),
    identity: (variables) => buildIdentity({ config: loadConfig(identityEnvSchema, variables) }),
    media: (variables) => buildMedia({ config: loadConfig(mediaEnvSchema, variables) }),
    notify: (variables) => buildNotify({ config: loadConfig(notifyEnvSchema, variables) }),
  } satisfies Record<ServiceName, (variables: Record<string, string>) => Promise<FastifyInstance>>;

  const services: Partial<Record<ServiceName, FastifyInstance>> = {};
  for (const name of options.services) {
    services[name] = await startService(builders[name], {
      names: { db: env.dbName(name), prefix, bucket },
      env: common,
      listen: true,
    });
  }
  const url = (name: ServiceName) => (services[name] ? urlOf(services[name]) : DEAD_URL);
  const gateway = await buildGateway({
    config: loadConfig(gatewayEnvSchema, {
      ...serviceVariables({ db: env.dbName('gateway'), prefix, bucket }, common),
      SESSION_SECRET: 'test-session-secret-0123456789-0123456789',
      CATALOG_URL: url('catalog'),
      CONTENT_URL: url('content'),
      IDENTITY_URL: url('identity'),
      MEDIA_URL: url('media'),
      NOTIFY_URL: url('notify'),
    }),
  });
  await gateway.ready();

  return {
    gateway,
    services,
    smtp,
    names: { prefix, bucket },
    adminPassword: TEST_ADMIN_PASSWORD,
    close: async () => {
      await gateway.close();
      for (const app of Object.values(services)) await app.close();
      await smtp.stop();
    },
  };
}
