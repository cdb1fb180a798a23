import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '@hiti/service-kit';
import { testEnv } from '@hiti/local/test-env';
import { buildApp } from '../src/app';
import { gatewayEnvSchema } from '../src/config';
import { loginAs } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

interface LogLine {
  level: number;
  msg: string;
  username?: string | null;
  ip?: string;
  outcome?: string;
  url?: string;
  code?: string;
  status?: number;
}

const env = testEnv();
const lines: LogLine[] = [];
let system: TestSystem;
/** A gateway like the system's, but whose log this file reads. */
let gateway: FastifyInstance;

beforeAll(async () => {
  system = await startTestSystem({ services: ['identity'] });
  const identity = system.services.identity as FastifyInstance;
  const identityUrl = `http://127.0.0.1:${(identity.server.address() as AddressInfo).port}`;
  gateway = await buildApp({
    config: loadConfig(gatewayEnvSchema, {
      PORT: '0',
      INTERNAL_TOKEN: env.internalToken,
      SESSION_SECRET: 'test-session-secret-0123456789-0123456789',
      REDIS_URL: env.redisUrl,
      REDIS_PREFIX: system.names.prefix,
      CATALOG_URL: 'http://127.0.0.1:9',
      CONTENT_URL: 'http://127.0.0.1:9',
      IDENTITY_URL: identityUrl,
      MEDIA_URL: 'http://127.0.0.1:9',
      NOTIFY_URL: 'http://127.0.0.1:9',
    }),
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) } },
  });
  await gateway.ready();
});

afterAll(async () => {
  await gateway.close();
  await system.close();
});

function login(username: string, password: string, remoteAddress: string) {
  return gateway.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    remoteAddress,
    payload: { username, password },
  });
}

const find = (predicate: (line: LogLine) => boolean) => lines.filter(predicate);

describe('security log', () => {
  it('logs a successful login with username and address', async () => {
    expect((await login('admin', system.adminPassword, '198.51.100.1')).statusCode).toBe(200);
    expect(find((line) => line.msg === 'login succeeded')).toContainEqual(
      expect.objectContaining({ level: 30, username: 'admin', ip: '198.51.100.1' }),
    );
  });

  it('logs failed logins with username, address and why, without the password', async () => {
    await login('admin', 'wrong-password-1', '198.51.100.2');
    await login('', '', '198.51.100.3');
    const failures = find((line) => line.msg === 'login failed');
    expect(failures).toContainEqual(
      expect.objectContaining({
        level: 40,
        username: 'admin',
        ip: '198.51.100.2',
        outcome: 'INVALID_CREDENTIALS',
      }),
    );
    expect(failures).toContainEqual(
      expect.objectContaining({ ip: '198.51.100.3', outcome: 'VALIDATION_FAILED' }),
    );
    expect(JSON.stringify(lines)).not.toContain('wrong-password-1');
    expect(JSON.stringify(lines)).not.toContain(system.adminPassword);
  });

  it('logs throttled logins', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) await login('throttled-user', 'wrong', '198.51.100.4');
    expect(find((line) => line.msg === 'login failed')).toContainEqual(
      expect.objectContaining({ username: 'throttled-user', outcome: 'RATE_LIMITED' }),
    );
  });

  it('logs every 401 and 403 of a protected route', async () => {
    await gateway.inject({ method: 'GET', url: '/api/admin-users', remoteAddress: '198.51.100.5' });
    expect(find((line) => line.msg === 'unauthenticated call to a protected route')).toContainEqual(
      expect.objectContaining({ level: 40, url: '/api/admin-users', ip: '198.51.100.5' }),
    );
    const manager = await loginAs({ ...system, gateway }, 'product_manager');
    await gateway.inject({ method: 'GET', url: '/api/audit', headers: { cookie: manager } });
    expect(find((line) => line.msg === 'forbidden call')).toContainEqual(
      expect.objectContaining({ level: 40, url: '/api/audit' }),
    );
  });
});
