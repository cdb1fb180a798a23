/**
 * The address a social icon opens: null when nothing usable is stored (empty or `#`),
 * and `https://` in front of a value without an http prefix.
 */
export function socialHref(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '' || text === '#') return null;
  return /^https?:\/\//i.test(text) ? text : `https://${text}`;
}
