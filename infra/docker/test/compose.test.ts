import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { z } from 'zod';
import { findOnPath } from '@hiti/local';
import { gatewayEnvSchema } from '../../../gateway/src/config';
import { catalogEnvSchema } from '../../../services/catalog/src/config';
import { contentEnvSchema } from '../../../services/content/src/config';
import { identityEnvSchema } from '../../../services/identity/src/config';
import { mediaEnvSchema } from '../../../services/media/src/config';
import { notifyEnvSchema } from '../../../services/notify/src/config';

const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const APP_SCHEMAS: Record<string, z.ZodObject> = {
  gateway: gatewayEnvSchema,
  catalog: catalogEnvSchema,
  content: contentEnvSchema,
  identity: identityEnvSchema,
  media: mediaEnvSchema,
  notify: notifyEnvSchema,
  'notify-worker': notifyEnvSchema,
};
const work = mkdtempSync(join(tmpdir(), 'hiti-compose-'));

interface ComposeService {
  image?: string;
  command?: string[] | string;
  entrypoint?: string[] | string;
  environment?: Record<string, string | null>;
  ports?: (string | { published?: number | string; host_ip?: string })[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] | string; timeout?: string };
  read_only?: boolean;
}

const secrets = {
  INTERNAL_TOKEN: randomBytes(24).toString('hex'),
  SESSION_SECRET: randomBytes(32).toString('hex'),
  SECOND_FACTOR_KEY: randomBytes(32).toString('hex'),
  MONGO_ROOT_PASSWORD: randomBytes(16).toString('hex'),
  MONGO_REPLICA_KEY: randomBytes(96).toString('base64'),
  REDIS_PASSWORD: randomBytes(16).toString('hex'),
  S3_ACCESS_KEY: `hiti${randomBytes(6).toString('hex')}`,
  S3_SECRET_KEY: randomBytes(20).toString('hex'),
};

/** `docker-compose config` with exactly the given variables: nothing from the caller's shell or a .env. */
function composeConfig(variables: Record<string, string>): {
  status: number | null;
  stdout: string;
  stderr: string;
} {
  const binary = findOnPath('docker-compose');
  if (!binary)
    throw new Error('docker-compose is not installed: apt-get install docker-compose (.ci/run does it)');
  const envFile = join(work, `${randomBytes(4).toString('hex')}.env`);
  writeFileSync(
    envFile,
    Object.entries(variables)
      .map(([name, value]) => `${name}=${value}`)
      .join('\n'),
  );
  const result = spawnSync(
    binary,
    [
      '--project-directory',
      REPO_ROOT,
      '--env-file',
      envFile,
      '-f',
      join(REPO_ROOT, 'docker-compose.yml'),
      'config',
    ],
    { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

let renderedOnce: Record<string, ComposeService> | undefined;

function rendered(): Record<string, ComposeService> {
  if (renderedOnce) return renderedOnce;
  const result = composeConfig(secrets);
  expect(result.status, result.stderr).toBe(0);
  renderedOnce = (parse(result.stdout) as { services: Record<string, ComposeService> }).services;
  return renderedOnce;
}

function text(value: string[] | string | undefined): string {
  return Array.isArray(value) ? value.join(' ') : (value ?? '');
}

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('docker-compose.yml, as docker-compose config renders it', () => {
  it('refuses to render without each secret, naming it', () => {
    for (const name of Object.keys(secrets)) {
      const result = composeConfig({ ...secrets, [name]: '' });
      expect(result.status, name).not.toBe(0);
      expect(result.stderr).toContain(`set ${name} in .env`);
    }
  });

  it('runs MongoDB as an authenticated one-node replica set and Redis without eviction', () => {
    const services = rendered();
    const mongo = services.mongo;
    expect(text(mongo?.entrypoint)).toMatch(/--replSet rs0 .*--keyFile/);
    expect(mongo?.environment?.MONGO_INITDB_ROOT_PASSWORD).toBe(secrets.MONGO_ROOT_PASSWORD);
    expect(text(mongo?.healthcheck?.test)).toContain('rs.initiate');
    const redis = text(services.redis?.command);
    expect(redis).toContain('--appendonly yes');
    expect(redis).toContain('--maxmemory-policy noeviction');
    expect(redis).toContain('--requirepass');
    expect(services.catalog?.environment?.MONGO_URL).toContain('replicaSet=rs0');
  });

  it('publishes only the proxy; MinIO and Mailpit on localhost only; the gateway can scale', () => {
    const services = rendered();
    for (const [name, service] of Object.entries(services)) {
      for (const port of service.ports ?? []) {
        const hostIp =
          typeof port === 'string' ? port.split(':').slice(0, -2).join(':') : (port.host_ip ?? '');
        if (name !== 'proxy') expect(hostIp, `${name} publishes beyond localhost`).toBe('127.0.0.1');
      }
    }
    expect(services.gateway?.ports ?? []).toEqual([]);
    expect(services.proxy?.ports?.length).toBeGreaterThan(0);
    const caddyfile = readFileSync(join(REPO_ROOT, 'infra/docker/Caddyfile'), 'utf8');
    expect(caddyfile).toMatch(/@internal path \/health\/\* \/metrics/);
    expect(caddyfile).toContain('dynamic a');
  });

  it('starts every app after healthy dependencies, with a health check and demo data off', () => {
    const services = rendered();
    for (const name of Object.keys(APP_SCHEMAS)) {
      const service = services[name];
      expect(service?.healthcheck?.test, name).toBeDefined();
      expect(service?.read_only, name).toBe(true);
      const dependencies = Object.entries(service?.depends_on ?? {});
      expect(dependencies.length, name).toBeGreaterThan(0);
      for (const [dependency, { condition }] of dependencies) {
        expect(condition, `${name} -> ${dependency}`).toBe('service_healthy');
        expect(services[dependency]?.healthcheck ?? services[dependency]?.image, dependency).toBeDefined();
      }
    }
    expect(services.catalog?.environment?.SEED_DEMO).toBe('false');
    expect(services.notify?.environment?.MAIL_WORKER).toBe('false');
    expect(services['notify-worker']?.environment?.MAIL_WORKER).toBe('true');
    expect(services['notify-worker']?.image).toBe(services.notify?.image);
    expect(services.media?.environment?.SEED_DEMO).toBe('false');
  });

  it('gives every app an environment its config accepts, and only variables it reads', () => {
    const services = rendered();
    for (const [name, schema] of Object.entries(APP_SCHEMAS)) {
      const environment = Object.fromEntries(
        Object.entries(services[name]?.environment ?? {}).map(([key, value]) => [key, value ?? '']),
      );
      // NODE_ENV and NODE_OPTIONS are read by Node itself
      const unknown = Object.keys(environment).filter(
        (key) => key !== 'NODE_ENV' && key !== 'NODE_OPTIONS' && !(key in schema.shape),
      );
      expect(unknown, name).toEqual([]);
      const parsed = schema.safeParse(environment);
      expect(parsed.success, `${name}: ${parsed.error?.message ?? ''}`).toBe(true);
    }
  });

  it('lists every variable it reads in .env.example, and the example alone does not start', () => {
    const compose = readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
    const example = readFileSync(join(REPO_ROOT, '.env.example'), 'utf8');
    const exampleVariables = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
    const used = new Set([...compose.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]));
    expect([...used].filter((name) => !exampleVariables.has(name))).toEqual([]);
    const fromExample = Object.fromEntries(
      [...example.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => [match[1] ?? '', match[2] ?? '']),
    );
    expect(composeConfig(fromExample).status).not.toBe(0);
  });
});
