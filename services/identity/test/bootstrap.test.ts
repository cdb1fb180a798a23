import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bootstrapStatusSchema } from '@hiti/contracts';
import { firstAdmin, internalHeaders, startIdentity } from './support';

const apps: FastifyInstance[] = [];

afterEach(async () => {
  while (apps.length) await apps.pop()?.close();
});

async function start(database: string, extra: Record<string, string> = {}) {
  const app = await startIdentity(database, extra);
  apps.push(app);
  return app;
}

function verify(app: FastifyInstance, username: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/credentials/verify',
    headers: internalHeaders(),
    payload: { username, password },
  });
}

async function bootstrap(app: FastifyInstance) {
  const response = await app.inject({
    method: 'GET',
    url: '/bootstrap',
    headers: internalHeaders(),
  });
  expect(response.statusCode).toBe(200);
  return bootstrapStatusSchema.parse(response.json());
}

describe('first super admin', () => {
  it('is seeded once as user 1 from ADMIN_USERNAME / ADMIN_PASSWORD, and only on the first start', async () => {
    const first = await start('identity_seed', {
      ADMIN_USERNAME: 'vlasnik',
      ADMIN_PASSWORD: 'seed-password',
    });
    expect(await bootstrap(first)).toEqual({ seededThisBoot: true, username: 'vlasnik' });
    const verified = await verify(first, 'vlasnik', 'seed-password');
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      id: 1,
      username: 'vlasnik',
      role: 'super_admin',
      sessionVersion: 0,
      secondFactor: 'none',
      factorId: null,
    });
    await first.close();
    apps.pop();

    const second = await start('identity_seed', {
      ADMIN_USERNAME: 'someone-else',
      ADMIN_PASSWORD: 'other-password',
    });
    expect(await bootstrap(second)).toEqual({ seededThisBoot: false, username: null });
    expect((await verify(second, 'someone-else', 'other-password')).statusCode).toBe(401);
    expect((await verify(second, 'vlasnik', 'seed-password')).statusCode).toBe(200);
  });

  it('gets a random password logged once when ADMIN_PASSWORD is empty', async () => {
    const lines: string[] = [];
    const app = await startIdentity(
      'identity_generated',
      { ADMIN_PASSWORD: '' },
      { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
    );
    apps.push(app);
    expect(await bootstrap(app)).toEqual({ seededThisBoot: true, username: 'admin' });
    const warnings = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    const seeded = warnings.filter((line) => line.msg.includes('generated password'));
    expect(seeded).toHaveLength(1);
    expect(seeded[0]?.level).toBe(40);
    const password = /generated password: (\S+)$/.exec(seeded[0]?.msg ?? '')?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect((await verify(app, 'admin', password)).statusCode).toBe(200);
  });

  it('is seeded by exactly one of two instances starting at the same moment', async () => {
    const [one, two] = await Promise.all([start('identity_race'), start('identity_race')]);
    const statuses = await Promise.all([bootstrap(one), bootstrap(two)]);
    expect(statuses.filter((status) => status.seededThisBoot)).toHaveLength(1);
    const list = await one.inject({ method: 'GET', url: '/users', headers: internalHeaders(firstAdmin) });
    expect(list.json()).toEqual([expect.objectContaining({ id: 1, username: 'admin', role: 'super_admin' })]);
  });

  it('refuses a configured password shorter than the minimum, naming the variable', async () => {
    await expect(start('identity_short', { ADMIN_PASSWORD: 'abc' })).rejects.toThrow(/ADMIN_PASSWORD/);
  });
});
