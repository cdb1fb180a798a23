import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { identityRoutes, INTERNAL_HEADERS } from '@hiti/contracts';
import { startMongo } from './deps/mongo';
import { startSupervisedRedisServer } from './deps/redis-server';
import { stopInOrder } from './stop-in-order';
import { startS3 } from './deps/s3';
import { startSmtpSink } from './deps/smtp-sink';
import { freePort } from './deps/free-port';
import { GATEWAY_NODE_FLAGS, SERVICE_NODE_FLAGS } from './node-flags';
import { loadLocalSecrets } from './secrets';
import { SupervisedChild } from './supervisor';
import { waitReady } from './wait-ready';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

const SERVICES = ['identity', 'catalog', 'content', 'media', 'notify'] as const;
type ServiceName = (typeof SERVICES)[number];

export interface SystemOptions {
  dataDir: string;
  gatewayPort: number;
  env: NodeJS.ProcessEnv;
  logLevel?: string;
  /** Say which dependency was picked and why. */
  say?: (line: string) => void;
}

export interface RunningSystem {
  gatewayUrl: string;
  /** The gateway's `/health/*` and `/metrics`, on a port of their own (never the site's). */
  managementUrl: string;
  mailDir: string | null;
  adminUsername: string;
  adminPassword: string | null;
  dependencies: Record<string, string>;
  /** Stops every process in dependency order (the gateway, then the services, then Redis), then the embedded dependencies. */
  stop(): Promise<void>;
  /** Ends every child process at once with SIGKILL (when a stop takes too long). */
  kill(): void;
}

/** Sending mail waits for no visitor, so it yields the CPU to the processes that answer them. */
const MAIL_WORKER_NICENESS = 10;

function serviceCommand(name: string, entry: string): { command: string; args: string[] } {
  const flags = name === 'gateway' ? GATEWAY_NODE_FLAGS : SERVICE_NODE_FLAGS;
  return { command: process.execPath, args: [...flags, '--import', 'tsx', entry] };
}

/** Starts the dependencies that are not configured, then the five services and the gateway. */
export async function startSystem(options: SystemOptions): Promise<RunningSystem> {
  const say = options.say ?? (() => undefined);
  const env = options.env;
  const stops: (() => Promise<void>)[] = [];
  const dependencies: Record<string, string> = {};
  const children: SupervisedChild[] = [];
  // in start order: the dependencies, the services and the mail worker, the gateway
  const dependencyChildren: SupervisedChild[] = [];
  const serviceChildren: SupervisedChild[] = [];
  const gatewayChildren: SupervisedChild[] = [];
  const layers = [dependencyChildren, serviceChildren, gatewayChildren];

  try {
    const mongo = await startMongo({ url: env.MONGO_URL, dataDir: join(options.dataDir, 'db') });
    stops.push(() => mongo.stop());
    dependencies.mongo = mongo.embedded ? `embedded docstore (${join(options.dataDir, 'db')})` : 'MONGO_URL';
    say(`MongoDB: ${dependencies.mongo}`);

    let redisUrl = env.REDIS_URL;
    if (redisUrl) dependencies.redis = 'REDIS_URL';
    else {
      const redis = await startSupervisedRedisServer({ dataDir: join(options.dataDir, 'redis') });
      children.push(redis.child);
      dependencyChildren.push(redis.child);
      redisUrl = redis.url;
      dependencies.redis = `redis-server from PATH (${redis.url}, AOF in ${join(options.dataDir, 'redis')})`;
    }
    say(`Redis: ${dependencies.redis}`);

    let s3Env: Record<string, string>;
    if (env.S3_ENDPOINT) {
      dependencies.s3 = 'S3_ENDPOINT';
      s3Env = {};
    } else {
      const s3 = await startS3({ directory: join(options.dataDir, 'objects') });
      stops.push(() => s3.stop());
      s3Env = {
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY: s3.accessKey,
        S3_SECRET_KEY: s3.secretKey,
        S3_BUCKET: s3.bucket,
      };
      dependencies.s3 = `embedded s3rver (${join(options.dataDir, 'objects')})`;
    }
    say(`S3: ${dependencies.s3}`);

    let smtpUrl = env.SMTP_URL;
    let mailDir: string | null = null;
    if (smtpUrl) dependencies.smtp = 'SMTP_URL';
    else {
      mailDir = join(options.dataDir, 'mail');
      const sink = await startSmtpSink({ directory: mailDir, keepInMemory: false });
      stops.push(() => sink.stop());
      smtpUrl = sink.url;
      dependencies.smtp = `SMTP sink writing ${mailDir}/*.eml`;
    }
    say(`SMTP: ${dependencies.smtp}`);

    const secrets = loadLocalSecrets(join(options.dataDir, 'secrets.json'));
    const adminUsername = env.ADMIN_USERNAME ?? 'admin';
    const generatedPassword = env.ADMIN_PASSWORD ? null : randomBytes(9).toString('base64url');
    const ports = Object.fromEntries(
      await Promise.all(SERVICES.map(async (name) => [name, await freePort()] as const)),
    ) as Record<ServiceName, number>;
    const publicUrl = env.PUBLIC_URL ?? `http://localhost:${options.gatewayPort}`;
    // The gateway's probes and metrics stay off the site's port, as in Kubernetes; the services' ports are
    // internal already, so each keeps them on its own port.
    const { MANAGEMENT_PORT: managementSetting, ...serviceEnvBase } = env;
    const managementPort = managementSetting ? Number(managementSetting) : await freePort();
    const shared: NodeJS.ProcessEnv = {
      ...serviceEnvBase,
      ...s3Env,
      HOST: '127.0.0.1',
      LOG_LEVEL: options.logLevel ?? env.LOG_LEVEL ?? 'info',
      INTERNAL_TOKEN: env.INTERNAL_TOKEN ?? secrets.internalToken,
      MONGO_URL: mongo.uri,
      REDIS_URL: redisUrl,
      SMTP_URL: smtpUrl,
      PUBLIC_URL: publicUrl,
      ADMIN_USERNAME: adminUsername,
      ADMIN_PASSWORD: env.ADMIN_PASSWORD ?? generatedPassword ?? '',
      SEED_DEMO: env.SEED_DEMO ?? 'true',
    };
    const startChild = (
      name: string,
      dir: string,
      port: number,
      extra: NodeJS.ProcessEnv,
      niceness?: number,
    ) => {
      const { command, args } = serviceCommand(name, 'src/server.ts');
      const child = new SupervisedChild({
        name,
        command,
        args,
        cwd: join(REPO_ROOT, dir),
        env: { ...shared, ...extra, PORT: String(port) },
        ...(niceness === undefined ? {} : { niceness }),
      });
      child.start();
      children.push(child);
      (name === 'gateway' ? gatewayChildren : serviceChildren).push(child);
    };
    // notify asks content where staff want contact mail to go
    const notifyEnv = { CONTENT_URL: `http://127.0.0.1:${ports.content}` };
    // The notify API only stores and queues; its mail worker sends in a process of its own (as deployed),
    // so sending never holds up an answer to a visitor.
    const identityEnv = { SECOND_FACTOR_KEY: env.SECOND_FACTOR_KEY ?? secrets.secondFactorKey };
    const serviceEnv = (name: ServiceName): NodeJS.ProcessEnv =>
      name === 'notify' ? { ...notifyEnv, MAIL_WORKER: 'false' } : name === 'identity' ? identityEnv : {};
    for (const name of SERVICES) startChild(name, `services/${name}`, ports[name], serviceEnv(name));
    const mailWorkerPort = await freePort();
    startChild(
      'notify-worker',
      'services/notify',
      mailWorkerPort,
      { ...notifyEnv, MAIL_WORKER: 'true' },
      MAIL_WORKER_NICENESS,
    );
    await Promise.all(
      [
        ...SERVICES.map((name) => [name, ports[name]] as const),
        ['notify-worker', mailWorkerPort] as const,
      ].map(([name, port]) => waitReady(`http://127.0.0.1:${port}/health/ready`, { name })),
    );

    startChild('gateway', 'gateway', options.gatewayPort, {
      HOST: env.HOST ?? '0.0.0.0',
      SESSION_SECRET: env.SESSION_SECRET ?? secrets.sessionSecret,
      CATALOG_URL: `http://127.0.0.1:${ports.catalog}`,
      CONTENT_URL: `http://127.0.0.1:${ports.content}`,
      IDENTITY_URL: `http://127.0.0.1:${ports.identity}`,
      MEDIA_URL: `http://127.0.0.1:${ports.media}`,
      NOTIFY_URL: `http://127.0.0.1:${ports.notify}`,
      WEB_DIST: env.WEB_DIST ?? join(REPO_ROOT, 'web', 'dist'),
      MANAGEMENT_PORT: String(managementPort),
    });
    const managementUrl = `http://127.0.0.1:${managementPort}`;
    await waitReady(`${managementUrl}/health/ready`, { name: 'gateway' });

    const seeded = await fetchBootstrap(ports.identity, String(shared.INTERNAL_TOKEN));
    return {
      gatewayUrl: `http://localhost:${options.gatewayPort}`,
      managementUrl,
      mailDir,
      adminUsername,
      adminPassword: seeded && generatedPassword ? generatedPassword : null,
      dependencies,
      stop: () => stopInOrder(layers, stops),
      kill: () => {
        for (const child of children) child.kill();
      },
    };
  } catch (error) {
    await stopInOrder(layers, stops).catch(() => undefined);
    throw error;
  }
}

/** Whether identity seeded the first super admin during this start (so its password is worth printing). */
async function fetchBootstrap(port: number, token: string): Promise<boolean> {
  const route = identityRoutes.bootstrap;
  try {
    const response = await fetch(`http://127.0.0.1:${port}${route.path}`, {
      method: route.method,
      headers: { [INTERNAL_HEADERS.token]: token },
    });
    if (!response.ok) return false;
    const status = route.response.safeParse(await response.json());
    return status.success && status.data.seededThisBoot;
  } catch {
    return false;
  }
}
