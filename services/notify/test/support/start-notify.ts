import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { startSmtpSink, type SmtpSinkOptions, type StartedSmtpSink } from '@hiti/local';
import { internalHeaders, startService, testEnv } from '@hiti/local/test-env';
import { loadConfig } from '@hiti/service-kit';
import { buildApp } from '../../src/app';
import { notifyEnvSchema } from '../../src/config';

export interface StartedNotify {
  app: FastifyInstance;
  /** Database and queue prefix, to start another instance on the same data. */
  names: { db: string; prefix: string };
  sink: StartedSmtpSink;
  /** A call as the gateway makes it (internal token, optionally for a signed-in admin). */
  call(
    options: InjectOptions & { role?: 'super_admin' | 'product_manager' },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const COMPANY_ADDRESS = 'showroom@hitikamina.test';
export const PUBLIC_URL = 'https://shop.hitikamina.test';
/** The staff member notify's staff calls are made for. */
const TESTER = { id: 7, username: 'tester' } as const;

/** notify on the real dependencies of the test run, with its own database, queue prefix and SMTP sink. */
export async function startNotify(
  options: {
    env?: Record<string, string>;
    smtpReject?: SmtpSinkOptions['reject'];
    names?: StartedNotify['names'];
  } = {},
): Promise<StartedNotify> {
  const env = testEnv();
  const names = options.names ?? { db: env.dbName('notify'), prefix: env.prefix('notify') };
  const sink = await startSmtpSink(options.smtpReject ? { reject: options.smtpReject } : {});
  const app = await startService(
    (variables) => buildApp({ config: loadConfig(notifyEnvSchema, variables) }),
    {
      names,
      env: {
        SMTP_URL: sink.url,
        CONTACT_RECIPIENT: COMPANY_ADDRESS,
        PUBLIC_URL,
        MAIL_BACKOFF_MS: '50',
        MAIL_SWEEP_INTERVAL_MS: '200',
        MAIL_ENQUEUE_TIMEOUT_MS: '300',
        ...options.env,
      },
    },
  );
  return {
    app,
    names,
    sink,
    call: ({ role, headers, ...rest }) =>
      app.inject({
        ...rest,
        headers: { ...internalHeaders(role ? { ...TESTER, role } : undefined), ...headers },
      }),
    close: async () => {
      await app.close();
      await sink.stop();
    },
  };
}

/** Polls until the check passes (or throws its last failure after the timeout). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
