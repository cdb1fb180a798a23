import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { RUNNING_BANNER } from './launcher-process';
import { REPO_ROOT, startSystem, type RunningSystem } from './system';

function banner(system: RunningSystem): string {
  const lines = [
    '',
    `  ${RUNNING_BANNER}`,
    `  Site:        ${system.gatewayUrl}`,
    `  Admin:       ${system.gatewayUrl}/admin`,
    system.adminPassword
      ? `  Admin login: ${system.adminUsername} / ${system.adminPassword}   (shown once: first start)`
      : `  Admin login: ${system.adminUsername} (password from ADMIN_PASSWORD or as printed on first start)`,
    `  Health:      ${system.managementUrl}/health/ready and /metrics (not on the site's port)`,
    `  Mail:        ${system.mailDir ? `${system.mailDir}/*.eml` : 'sent to SMTP_URL'}`,
    '  Stop:        Ctrl-C',
    '',
  ];
  return lines.join('\n');
}

/** A stop never takes longer than this, whatever has died before. */
const STOP_DEADLINE_MS = 8_000;

async function main(): Promise<void> {
  const dataDir = process.env.DATA_DIR ?? join(REPO_ROOT, 'data');
  // Local data (store, mail, uploads, secrets) is readable by this user only, also in a folder made earlier.
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const gatewayPort = Number(process.env.PORT ?? 8080);
  const system = await startSystem({
    dataDir,
    gatewayPort,
    env: process.env,
    // Warnings and errors only, so the banner stays the last thing on screen (LOG_LEVEL=info shows more).
    logLevel: process.env.LOG_LEVEL ?? 'warn',
    say: (line) => console.log(`[launcher] ${line}`),
  });
  console.log(banner(system));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[launcher] ${signal}: stopping every process`);
    setTimeout(() => {
      console.error(`[launcher] processes still running after ${STOP_DEADLINE_MS} ms; killing them`);
      system.kill();
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    system.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[launcher] error while stopping', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`[launcher] could not start: ${(error as Error).message}`);
  process.exit(1);
});
