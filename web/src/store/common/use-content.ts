import { useMemo } from 'react';
import type { ContentType } from '@hiti/contracts';
import { useSiteContent } from '../../api/site-content';
import type { SiteContentOptions } from '../../api/site-content';
import { byKey } from '../../lib/site-content';

/** The content items of one type by key, with the query's state (an empty map while loading or on error). */
export function useContentMap(type: ContentType, options: SiteContentOptions = {}) {
  const query = useSiteContent(type, options);
  const items = useMemo(() => byKey(query.data), [query.data]);
  return { items, query };
}
