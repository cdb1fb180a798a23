import type { BilingualText, ContentKey, BilingualSiteContentMetadata } from '@hiti/contracts';

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/** Keys whose content the pages use as a link, an image source or an embedded frame. */
export const URL_CONTENT_KEYS: ReadonlySet<string> = new Set<ContentKey>([
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

const isIgnoredInScheme = (char: string): boolean => {
  const code = char.charCodeAt(0);
  return code <= 0x20 || (code >= 0x7f && code <= 0x9f);
};

/**
 * Whether a value is harmless as an href/src: a relative path (not protocol-relative, no backslash), a fragment, empty, or an absolute URL
 * with an allowed scheme. Browsers skip blanks and control characters inside a scheme
 * (`java\tscript:`), so those are dropped before the scheme is read.
 */
export function isSafeUrl(value: string): boolean {
  // `//host` and `/\host` lead off-site from what looks like a path of this site.
  if (value.includes('\\') || value.trimStart().startsWith('//')) return false;
  const compact = [...value]
    .filter((char) => !isIgnoredInScheme(char))
    .join('')
    .toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  return scheme === undefined || SAFE_SCHEMES.has(scheme);
}

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
