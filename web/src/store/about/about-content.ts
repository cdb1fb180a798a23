import { ABOUT_FALLBACK_KEYS } from '@hiti/contracts';
import type { SiteContentItem } from '@hiti/contracts';

/** The about items by key, a missing key filled from its older key (`about_story` from `company_story`). */
export function withOlderKeys(items: ReadonlyMap<string, SiteContentItem>): Map<string, SiteContentItem> {
  const resolved = new Map(items);
  for (const [key, olderKey] of Object.entries(ABOUT_FALLBACK_KEYS)) {
    const older = items.get(olderKey);
    if (!resolved.has(key) && older) resolved.set(key, older);
  }
  return resolved;
}
