import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_NODE_FLAGS, freePort, startSmtpSink, type StartedSmtpSink } from '@hiti/local';
import { testEnv } from '@hiti/local/test-env';
import { copyBuildContext } from '../src/build-context';
import { DockerfileReplay, type ReplayedImage } from '../src/replay-dockerfile';

const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const SERVICES = ['identity', 'catalog', 'content', 'media', 'notify'] as const;
const APPS = [...SERVICES, 'gateway'] as const;
type AppName = (typeof APPS)[number];

const env = testEnv();
const work = mkdtempSync(join(tmpdir(), 'hiti-images-'));
const images = {} as Record<AppName, ReplayedImage>;
const running: ChildProcess[] = [];
const ports = {} as Record<AppName, { port: number; management: number }>;
const lines: string[] = [];
let sink: StartedSmtpSink;

function megabytes(folder: string): number {
  const output = spawnSync('du', ['-sm', folder], { encoding: 'utf8' }).stdout;
  return Number(output.split('\t')[0]);
}

function appEnv(name: AppName): Record<string, string> {
  const shared = {
    PATH: process.env.PATH ?? '',
    PORT: String(ports[name].port),
    MANAGEMENT_PORT: String(ports[name].management),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    INTERNAL_TOKEN: env.internalToken,
    MONGO_URL: env.mongoUri,
    MONGO_DB: env.dbName(`image_${name}`),
    REDIS_URL: env.redisUrl,
    REDIS_PREFIX: env.prefix('images'),
  };
  const extra: Record<AppName, Record<string, string>> = {
    identity: { SECOND_FACTOR_KEY: randomBytes(32).toString('hex') },
    catalog: { SEED_DEMO: 'true' },
    content: {},
    media: {
      S3_ENDPOINT: env.s3.endpoint,
      S3_ACCESS_KEY: env.s3.accessKey,
      S3_SECRET_KEY: env.s3.secretKey,
      S3_BUCKET: env.bucket('images'),
      SEED_DEMO: 'true',
    },
    notify: { SMTP_URL: sink.url },
    gateway: {
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ...Object.fromEntries(
        SERVICES.map((service) => [
          `${service.toUpperCase()}_URL`,
          `http://127.0.0.1:${ports[service].port}`,
        ]),
      ),
    },
  };
  return { ...images[name].env, ...shared, ...extra[name] };
}

async function waitReady(url: string, child: ChildProcess, output: () => string): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}:\n${output()}`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return Date.now() - started;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} not ready:\n${output()}`);
}

/** Starts an app the way its image's CMD does: same command, working directory and ENV. */
async function start(name: AppName): Promise<number> {
  const image = images[name];
  const [command = '', ...args] = image.cmd;
  const child = spawn(command === 'node' ? process.execPath : command, args, {
    cwd: image.workdir,
    env: appEnv(name),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return waitReady(`http://127.0.0.1:${ports[name].management}/health/ready`, child, () => output);
}

beforeAll(async () => {
  sink = await startSmtpSink();
  for (const name of APPS) ports[name] = { port: await freePort(), management: await freePort() };
  const context = join(work, 'context');
  const files = copyBuildContext(REPO_ROOT, context);
  lines.push(`build context: ${files.length} files, ${megabytes(context)} MB`);
  const replay = new DockerfileReplay(
    join(context, 'infra/docker/Dockerfile'),
    context,
    join(work, 'stages'),
  );
  for (const name of APPS) {
    const started = Date.now();
    images[name] =
      name === 'gateway'
        ? replay.image('gateway', { APP: 'gateway' })
        : replay.image('service', { APP: `services/${name}` });
    lines.push(`${name}: image replayed in ${Math.round((Date.now() - started) / 1000)} s`);
  }
});

afterAll(async () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  await sink?.stop();
  // Thousands of files: removed by a detached rm so the run does not wait for the disk.
  spawn('rm', ['-rf', work], { detached: true, stdio: 'ignore' }).unref();
  console.log(lines.join('\n'));
});

describe('the images, replayed from a clean checkout without a Docker engine', () => {
  it("hold only their own bundle and production dependencies, as a non-root user, run with the launcher's flags", () => {
    for (const name of APPS) {
      const image = images[name];
      const modules = readdirSync(join(image.root, 'app/node_modules'));
      for (const devOnly of ['typescript', 'vitest', 'vite', 'eslint', 'tsx', 'react', 's3rver']) {
        expect(modules, `${name} has ${devOnly}`).not.toContain(devOnly);
      }
      expect(modules).not.toContain('@hiti');
      expect(existsSync(join(image.workdir, 'dist/server.js'))).toBe(true);
      expect(existsSync(join(image.workdir, 'src')), `${name} ships its sources`).toBe(false);
      expect(existsSync(join(image.root, 'app/web/dist/client/index.html'))).toBe(name === 'gateway');
      expect(existsSync(join(image.root, 'app/web/dist/server/entry-server.js'))).toBe(name === 'gateway');
      expect(existsSync(join(image.workdir, 'demo-assets'))).toBe(name === 'media');
      expect(image.user).toBe('node');
      expect(image.cmd, `${name} runs node with the launcher's flags`).toEqual(
        expect.arrayContaining([...SERVICE_NODE_FLAGS]),
      );
      expect(image.env.NODE_ENV).toBe('production');
      lines.push(`${name}: node_modules ${megabytes(join(image.root, 'app/node_modules'))} MB`);
    }
  });

  it('start from their layout; /health/ready answers on every app, the HEALTHCHECK passes', async () => {
    const readyIn = await Promise.all(SERVICES.map((name) => start(name)));
    SERVICES.forEach((name, index) => lines.push(`${name}: /health/ready 200 after ${readyIn[index]} ms`));
    lines.push(`gateway: /health/ready 200 after ${await start('gateway')} ms`);

    const page = await fetch(`http://127.0.0.1:${ports.gateway.port}/`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const products = await fetch(`http://127.0.0.1:${ports.gateway.port}/api/products`);
    expect(products.status).toBe(200);
    expect(((await products.json()) as unknown[]).length).toBeGreaterThan(0);

    for (const name of APPS) {
      const [command = '', ...args] = images[name].healthcheck;
      const check = spawnSync(command === 'node' ? process.execPath : command, args, {
        env: appEnv(name),
        encoding: 'utf8',
      });
      expect(check.status, `${name} HEALTHCHECK: ${check.stderr}`).toBe(0);
    }
    lines.push('every HEALTHCHECK exits 0');
  });

  it('keep health and metrics off the public port when a management port is set', async () => {
    for (const name of APPS) {
      const publicReady = await fetch(`http://127.0.0.1:${ports[name].port}/health/ready`);
      expect(publicReady.status, name).toBe(404);
      const metrics = await fetch(`http://127.0.0.1:${ports[name].management}/metrics`);
      expect(metrics.status, name).toBe(200);
      expect(await metrics.text()).toContain('http_request_duration_seconds');
    }
  });
});
