import { languageNeutral } from '../../common/bilingual';
import type { SiteContentCreate, BilingualSiteContentMetadata } from '../../public/site-content';
import type { ContentKeysOf, ContentType } from '../keys';

/** A content item as the defaults (and the content service's writes) describe it. */
export type ContentDraft = Omit<SiteContentCreate, 'key'> & { key: string };

/** A text item in both languages. */
export function bilingualText<T extends ContentType>(
  type: T,
  key: ContentKeysOf<T>,
  text: { mk: string; al: string },
  metadata: BilingualSiteContentMetadata = {},
): ContentDraft {
  return { type, key, content: { mk: text.mk, al: text.al }, contentType: 'text', metadata };
}

/** A text item that reads the same in both languages (addresses, numbers, links). */
export function plainText<T extends ContentType>(
  type: T,
  key: ContentKeysOf<T>,
  content: string,
): ContentDraft {
  return { type, key, content: languageNeutral(content), contentType: 'text', metadata: {} };
}

/** An image item: `content` is the image path, the same in both languages. */
export function image<T extends ContentType>(
  type: T,
  key: ContentKeysOf<T>,
  path: string,
  metadata: BilingualSiteContentMetadata = {},
): ContentDraft {
  return { type, key, content: languageNeutral(path), contentType: 'image', metadata };
}
