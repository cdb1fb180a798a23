import { ABOUT_FALLBACK_KEYS } from '@hiti/contracts';
import type { SiteContentItem } from '@hiti/contracts';

type AboutKeyWithFallback = keyof typeof ABOUT_FALLBACK_KEYS;

/** An about item by its key, else by its older key (e.g. `about_story`, else `company_story`). */
export function aboutItem(
  items: ReadonlyMap<string, SiteContentItem>,
  key: AboutKeyWithFallback,
): SiteContentItem | undefined {
  return items.get(key) ?? items.get(ABOUT_FALLBACK_KEYS[key]);
}
