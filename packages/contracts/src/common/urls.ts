const isControlCharacter = (char: string): boolean =>
  char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;

/**
 * Whether a URL entered by staff is an absolute `http(s)://` URL with a host, or a path of this site
 * starting with a single `/`. Protocol-relative `//host/x`, backslashes (`/\host/x`, which browsers
 * read as `//host/x`) and control characters are refused: each would lead off-site from a link that
 * looks local.
 */
export function isWebUrlOrSitePath(value: string): boolean {
  if (value.includes('\\') || [...value].some(isControlCharacter)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}
