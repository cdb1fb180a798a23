import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { ASSET_FILENAME_PATTERN } from '@hiti/contracts';
import type { UploadService } from './services/uploads.service';

/** The demo images bundled with the service (next to src/ and dist/). */
export const DEFAULT_DEMO_ASSETS_DIR = fileURLToPath(new URL('../demo-assets', import.meta.url));

/**
 * Puts every demo file into the bucket under its own name (so `/attached_assets/demo-x.jpg` works),
 * with its variants, unless an object of that name is already there. Returns the names it stored (a file
 * that cannot be stored is logged and skipped), and stops between files once `signal` is aborted.
 */
export async function seedDemoAssets(
  uploads: UploadService,
  directory: string,
  log: FastifyBaseLogger,
  signal?: AbortSignal,
): Promise<string[]> {
  if (!existsSync(directory)) {
    log.info({ directory }, 'no demo assets to seed');
    return [];
  }
  const entries = await readdir(directory, { withFileTypes: true });
  const stored: string[] = [];
  const names = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  for (const name of names.sort()) {
    if (signal?.aborted) {
      log.info({ stored: stored.length }, 'demo asset seeding stopped');
      return stored;
    }
    if (!ASSET_FILENAME_PATTERN.test(name)) {
      log.warn({ file: name }, 'demo asset skipped: not a valid asset name');
      continue;
    }
    try {
      if (await uploads.storeNamedIfMissing(name, await readFile(join(directory, name)))) {
        stored.push(name);
      }
    } catch (error) {
      log.warn({ file: name, err: error }, 'demo asset could not be stored');
    }
  }
  log.info({ stored: stored.length }, 'demo assets seeded');
  return stored;
}
