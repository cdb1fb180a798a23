import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { explicitEnv, freePort } from '@hiti/local';
import { REPO_ROOT, startSystem } from '../../infra/local/src/system';
import { E2E_ADMIN } from './constants';

/**
 * The whole system as `npm start` runs it (embedded dependencies, five services, gateway, built web app),
 * on a temporary data directory, with the demo catalogue.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const webDist = join(REPO_ROOT, 'web', 'dist');
  if (!existsSync(join(webDist, 'server', 'entry-server.js'))) {
    execFileSync('npm', ['run', 'build', '-w', '@hiti/web'], { cwd: REPO_ROOT, stdio: 'inherit' });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'hiti-e2e-'));
  const system = await startSystem({
    dataDir,
    gatewayPort: await freePort(),
    logLevel: 'warn',
    env: explicitEnv({
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO: 'true',
      WEB_DIST: webDist,
    }),
  });
  await demoImagesStored(system.gatewayUrl);
  project.provide('baseUrl', system.gatewayUrl);
  project.provide('mailDir', system.mailDir ?? '');
  return async () => {
    await system.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Media stores the demo images after it starts serving; journeys look at pictures, so they wait for the last. */
async function demoImagesStored(gatewayUrl: string): Promise<void> {
  const lastDemoImage = `${gatewayUrl}/attached_assets/demo-soba_600w.jpg`;
  const deadline = Date.now() + 120_000;
  while ((await fetch(lastDemoImage)).status !== 200) {
    if (Date.now() > deadline) throw new Error(`demo images were not stored in time: ${lastDemoImage}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
  }
}
