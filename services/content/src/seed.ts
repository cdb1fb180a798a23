import type { Connection } from 'mongoose';
import type { FastifyBaseLogger } from 'fastify';
import type { ContentStore } from './services/content.service';
import { DEFAULT_CONTENT, MESSAGING_NUMBER_KEYS } from '@hiti/contracts';
import { seedMarkerModel } from './models/seed-marker';

const SEED_MARKER_ID = 'site_contents_seed';
/** Version 2 added the company's Viber and WhatsApp numbers (empty). */
const SEED_VERSION = 2;

/**
 * Seeds the defaults of every known key on a fresh install, once; on an install seeded by an older version
 * only the keys added since. An existing item is never touched, so what staff changed stays.
 */
export async function seedDefaults(
  connection: Connection,
  store: ContentStore,
  logger: FastifyBaseLogger,
): Promise<void> {
  const markers = seedMarkerModel(connection);
  const marker = await markers.findOne({ _id: SEED_MARKER_ID }).lean();
  if (marker && marker.seq >= SEED_VERSION) return;
  const drafts = marker
    ? DEFAULT_CONTENT.filter((draft) => MESSAGING_NUMBER_KEYS.has(draft.key))
    : DEFAULT_CONTENT;
  const inserted = await store.insertMissing(drafts);
  await markers.updateOne({ _id: SEED_MARKER_ID }, { $set: { seq: SEED_VERSION } }, { upsert: true });
  logger.info({ inserted }, 'site content defaults seeded');
}
