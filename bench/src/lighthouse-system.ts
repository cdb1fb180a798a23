import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { explicitEnv, freePort } from '@hiti/local';
import { REPO_ROOT, startSystem } from '../../infra/local/src/system';

export interface MeasuredSite {
  url: string;
  stop: () => Promise<void>;
}

/**
 * The system as `npm start` runs it (freshly built web app, embedded dependencies, five services, gateway,
 * demo catalogue) on a free port and a temporary data folder, with an environment of its own.
 */
export async function startMeasuredSystem(): Promise<MeasuredSite> {
  execFileSync('npm', ['run', 'build', '-w', '@hiti/web'], { cwd: REPO_ROOT, stdio: 'ignore' });
  const dataDir = mkdtempSync(join(tmpdir(), 'hiti-lighthouse-'));
  const system = await startSystem({
    dataDir,
    gatewayPort: await freePort(),
    logLevel: 'warn',
    env: explicitEnv({
      ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
      SEED_DEMO: 'true',
      WEB_DIST: join(REPO_ROOT, 'web', 'dist'),
    }),
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url: system.gatewayUrl,
    stop: async () => {
      await system.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
