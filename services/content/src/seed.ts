import type { Connection } from 'mongoose';
import type { FastifyBaseLogger } from 'fastify';
import type { ContentStore } from './content-store';
import { DEFAULT_CONTENT } from '@hiti/contracts';
import { seedMarkerModel } from './models/seed-marker';

const SEED_MARKER_ID = 'site_contents_seed';
const SEED_VERSION = 1;

/** Seeds the defaults of every known key on a fresh install, once; later starts leave content alone. */
export async function seedDefaults(
  connection: Connection,
  store: ContentStore,
  logger: FastifyBaseLogger,
): Promise<void> {
  const markers = seedMarkerModel(connection);
  if (await markers.exists({ _id: SEED_MARKER_ID })) return;
  const inserted = await store.insertMissing(DEFAULT_CONTENT);
  await markers.updateOne({ _id: SEED_MARKER_ID }, { $set: { seq: SEED_VERSION } }, { upsert: true });
  logger.info({ inserted }, 'site content defaults seeded');
}
