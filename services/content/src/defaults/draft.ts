import type { ContentKeysOf, ContentType, SiteContentMetadata } from '@hiti/contracts';
import type { ContentDraft } from '../domain/item-rules';

/** A text item in both languages: Albanian in `content`, Macedonian in `metadata.content_mk`. */
export function bilingualText<T extends ContentType>(
  type: T,
  key: ContentKeysOf<T>,
  text: { al: string; mk: string },
  metadata: SiteContentMetadata = {},
): ContentDraft {
  return { type, key, content: text.al, contentType: 'text', metadata: { ...metadata, content_mk: text.mk } };
}

/** A text item that reads the same in both languages (addresses, numbers, links). */
export function plainText<T extends ContentType>(
  type: T,
  key: ContentKeysOf<T>,
  content: string,
): ContentDraft {
  return { type, key, content, contentType: 'text', metadata: {} };
}

/** An image item: `content` is the image path. */
export function image<T extends ContentType>(
  type: T,
  key: ContentKeysOf<T>,
  path: string,
  metadata: SiteContentMetadata = {},
): ContentDraft {
  return { type, key, content: path, contentType: 'image', metadata };
}
