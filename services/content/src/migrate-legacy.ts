import type { FastifyBaseLogger } from 'fastify';
import { LANGUAGE_NEUTRAL_CONTENT_KEYS } from '@hiti/contracts';
import { migrateLegacyItem } from './domain/legacy-item';
import type { SiteContentModel } from './models/site-content';

/**
 * Start-up migration: items stored with one `content` string (Albanian, Macedonian in
 * `metadata.content_mk`) get their texts per language. Idempotent: an item already migrated has an
 * object `content` and is not selected again.
 */
export async function migrateLegacyContent(
  model: SiteContentModel,
  logger: FastifyBaseLogger,
): Promise<number> {
  const legacy = await model.collection
    .find(
      { content: { $type: 'string' } },
      { projection: { _id: 1, key: 1, type: 1, contentType: 1, content: 1, metadata: 1 } },
    )
    .toArray();
  for (const document of legacy) {
    const neutral =
      document.contentType === 'image' ||
      document.type === 'legal' ||
      LANGUAGE_NEUTRAL_CONTENT_KEYS.has(String(document.key));
    const fields = migrateLegacyItem(
      {
        content: String(document.content),
        metadata:
          typeof document.metadata === 'object' && document.metadata !== null ? document.metadata : {},
      },
      neutral ? 'neutral' : 'al',
    );
    await model.collection.updateOne({ _id: document._id, content: { $type: 'string' } }, { $set: fields });
  }
  if (legacy.length > 0) logger.info({ migrated: legacy.length }, 'site content moved to texts per language');
  return legacy.length;
}
