import { isSafeUrl } from '@hiti/contracts';
import type { BilingualText, ContentKey, BilingualSiteContentMetadata } from '@hiti/contracts';

export { isSafeUrl };

/** Keys whose content the pages use as a link, an image source or an embedded frame. */
const URL_CONTENT_KEYS: ReadonlySet<string> = new Set<ContentKey>([
  'main_logo',
  'hero_slider_1',
  'hero_slider_2',
  'home_about_image',
  'home_about_btn_link',
  'contact_map',
  'social_facebook',
  'social_instagram',
  'social_twitter',
  'social_youtube',
]);

const URL_METADATA_FIELDS = ['imageUrl', 'mapUrl'] as const satisfies (keyof BilingualSiteContentMetadata)[];

/** The fields of an item that hold an unsafe URL, as issue paths. */
export function unsafeUrlFields(item: {
  key: string;
  contentType: 'text' | 'image';
  content: BilingualText;
  metadata: BilingualSiteContentMetadata;
}): string[] {
  const fields: string[] = [];
  const contentIsUrl = item.contentType === 'image' || URL_CONTENT_KEYS.has(item.key);
  if (contentIsUrl) {
    for (const language of ['mk', 'al'] as const) {
      if (!isSafeUrl(item.content[language])) fields.push(`content.${language}`);
    }
  }
  for (const field of URL_METADATA_FIELDS) {
    const value = item.metadata[field];
    if (value !== undefined && !isSafeUrl(value)) fields.push(`metadata.${field}`);
  }
  return fields;
}
