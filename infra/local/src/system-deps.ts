import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The Debian package that provides each binary the product needs at run or test time. */
const PACKAGES: Record<string, string> = {
  'redis-server': 'redis-server',
  chromium: 'chromium',
  // the W3C HTML checker (vnu-jar) the page tests run
  java: 'default-jre-headless',
};

export function findOnPath(binary: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, binary);
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

function canInstallWithApt(): boolean {
  return process.getuid?.() === 0 && findOnPath('apt-get') !== null;
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

/**
 * Makes sure the binaries are on PATH: installs their Debian packages when running as root on a
 * Debian-like system, otherwise stops with the exact command to run.
 */
export function ensureSystemDependencies(binaries: string[]): void {
  const missing = binaries.filter((binary) => findOnPath(binary) === null);
  if (missing.length === 0) return;
  const packages = missing.map((binary) => PACKAGES[binary] ?? binary);
  const command = `apt-get update && apt-get install -y ${packages.join(' ')}`;
  if (!canInstallWithApt()) {
    throw new Error(`Missing ${missing.join(', ')}. Install with: sudo sh -c '${command}'`);
  }
  console.log(`Installing ${packages.join(', ')} with apt-get ...`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    ensureSystemDependencies(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
