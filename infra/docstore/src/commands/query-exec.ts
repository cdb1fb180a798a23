/** Selecting documents of a collection for a filter, using `_id` / unique-index lookups when possible. */
import { CommandError } from '../errors.js';
import type { Doc } from '../query/bson-types.js';
import { isPlainObject } from '../query/bson-types.js';
import { keyOf } from '../query/compare.js';
import { compileFilter } from '../query/matcher.js';
import { sortDocs } from '../query/sort.js';
import type { Collection } from '../storage/collection.js';

export interface SelectOptions {
  sort?: unknown;
  skip?: number;
  /** 0 or undefined = no limit */
  limit?: number;
  /** An index name or key pattern; it must exist, although every query scans or uses its own lookup. */
  hint?: unknown;
}

/** Refuses a hint that names no index of the collection (by name or key pattern) and is not `{$natural: ±1}`. */
export function checkHint(coll: Collection, hint: unknown): void {
  if (hint === undefined || hint === null) return;
  if (typeof hint === 'string') {
    if (coll.indexSpecs().some((s) => s.name === hint)) return;
  } else if (isPlainObject(hint)) {
    const keys = Object.keys(hint);
    if (keys.length === 0 || (keys.length === 1 && keys[0] === '$natural')) return;
    if (coll.indexSpecs().some((s) => keyOf(s.key) === keyOf(hint))) return;
  } else {
    throw new CommandError('FailedToParse', 'hint must be either a string or nested object');
  }
  throw new CommandError(
    'BadValue',
    'error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index',
  );
}

/** The stored documents matching `filter`, sorted, skipped and limited. */
export function selectDocs(
  coll: Collection | undefined,
  filter: Doc | undefined,
  opts: SelectOptions = {},
): Doc[] {
  if (!coll) {
    // An invalid filter fails even when there is nothing to match.
    compileFilter(filter);
    return [];
  }
  checkHint(coll, opts.hint);
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
