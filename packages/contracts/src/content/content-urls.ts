import { z } from 'zod';
import { validationKeys } from '../texts/validation';

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

const isIgnoredInScheme = (char: string): boolean => {
  const code = char.charCodeAt(0);
  return code <= 0x20 || (code >= 0x7f && code <= 0x9f);
};

/**
 * Whether a content value is harmless as an href/src: a relative path (not protocol-relative, no
 * backslash), a fragment, empty, or an absolute URL with an allowed scheme. Browsers skip blanks and
 * control characters inside a scheme (`java\tscript:`), so those are dropped before the scheme is read.
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

/** A content value the pages use as a link, an image source or a map frame (the content service's rule). */
export const contentUrlSchema = z.string().refine(isSafeUrl, { error: validationKeys.contentUrlInvalid });
