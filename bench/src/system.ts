import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RUNNING_BANNER, freePort, startRedisServer } from '@hiti/local';
import { Redis } from 'ioredis';
import { REPO_ROOT, startTs, waitFor } from './processes';

export interface SystemUnderTest {
  url: string;
  /** The gateway's management address: its probes and metrics. */
  managementUrl: string;
  redis: Redis;
  cookie: string;
  /** The launcher's process id (the services and the gateway are its descendants). */
  pid: number;
  stop: () => Promise<void>;
}

const ADMIN = { username: 'bench-admin', password: 'bench-password-0123' };

/**
 * The system as `npm start` runs it (launcher, embedded dependencies, five services, gateway, the logging
 * it ships with), on a fresh data folder, with a Redis of its own that the bench can also reach, persisted as
 * `npm start`'s is (append-only file, synced every second).
 */
export async function startSystem(extraEnv: Record<string, string>): Promise<SystemUnderTest> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hiti-bench-system-'));
  const redisServer = await startRedisServer({ dataDir: join(dataDir, 'redis') });
  const port = await freePort();
  const managementPort = await freePort();
  const webDist = join(REPO_ROOT, 'web/dist');
  const launcher = startTs(join(REPO_ROOT, 'infra/local/src/cli.ts'), [], {
    DATA_DIR: dataDir,
    PORT: String(port),
    MANAGEMENT_PORT: String(managementPort),
    REDIS_URL: redisServer.url,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ...(existsSync(webDist) ? { WEB_DIST: webDist } : {}),
    ...extraEnv,
  });
  const stopAll = async () => {
    await launcher.stop();
    await redisServer.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(launcher, new RegExp(RUNNING_BANNER), 180_000);
  } catch (error) {
    await stopAll();
    throw error;
  }
  const url = `http://127.0.0.1:${port}`;
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const redis = new Redis(redisServer.url);
  return {
    url,
    managementUrl: `http://127.0.0.1:${managementPort}`,
    redis,
    cookie,
    pid: launcher.child.pid ?? 0,
    stop: async () => {
      redis.disconnect();
      await stopAll();
    },
  };
}
