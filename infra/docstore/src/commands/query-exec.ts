/** Selecting documents of a collection for a filter, using `_id` / unique-index lookups when possible. */
import type { Doc } from '../query/bson-types.js';
import { compileFilter } from '../query/matcher.js';
import { sortDocs } from '../query/sort.js';
import type { Collection } from '../storage/collection.js';

export interface SelectOptions {
  sort?: unknown;
  skip?: number;
  /** 0 or undefined = no limit */
  limit?: number;
}

/** The stored documents matching `filter`, sorted, skipped and limited. */
export function selectDocs(
  coll: Collection | undefined,
  filter: Doc | undefined,
  opts: SelectOptions = {},
): Doc[] {
  if (!coll) return [];
  const f = filter ?? {};
  const lookup = coll.lookup(f);
  const source: Iterable<Doc> = lookup ? lookup.docs : coll.docs.values();
  const match = lookup?.exact ? undefined : compileFilter(f);
  const skip = Math.max(0, opts.skip ?? 0);
  const limit = opts.limit && opts.limit > 0 ? opts.limit : Infinity;
  const hasSort = opts.sort !== undefined && opts.sort !== null && Object.keys(opts.sort).length > 0;

  if (!hasSort) {
    const out: Doc[] = [];
    let skipped = 0;
    for (const doc of source) {
      if (match && !match(doc)) continue;
      if (skipped < skip) {
        skipped += 1;
        continue;
      }
      out.push(doc);
      if (out.length >= limit) break;
    }
    return out;
  }
  const matched: Doc[] = [];
  for (const doc of source) if (!match || match(doc)) matched.push(doc);
  const sorted = sortDocs(matched, opts.sort);
  return sorted.slice(skip, limit === Infinity ? undefined : skip + limit);
}
