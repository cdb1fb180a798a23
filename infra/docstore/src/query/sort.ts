/** Sorting by a sort specification with MongoDB semantics (array fields sort by their min / max element). */
import type { Doc } from './bson-types.js';
import { isPlainObject } from './bson-types.js';
import { compareValues } from './compare.js';
import { isNumeric, toDouble } from './numbers.js';
import { CommandError } from '../errors.js';

type SortKey = { path: string[]; dir: 1 | -1 };

/** Marker for "empty array", which sorts before null and missing. */
const EMPTY_ARRAY = Symbol('empty-array');

function parseSortSpec(spec: unknown): SortKey[] {
  if (spec === undefined || spec === null) return [];
  if (!isPlainObject(spec)) throw new CommandError('BadValue', 'sort must be an object');
  const keys: SortKey[] = [];
  for (const [field, dirValue] of Object.entries(spec)) {
    let dir: number;
    if (isNumeric(dirValue)) dir = toDouble(dirValue);
    else if (dirValue === 'asc' || dirValue === 'ascending') dir = 1;
    else if (dirValue === 'desc' || dirValue === 'descending') dir = -1;
    else if (isPlainObject(dirValue) && '$meta' in dirValue)
      throw new CommandError('NotImplemented', '$meta sort is not supported by docstore');
    else
      throw new CommandError('BadValue', `Illegal key in $sort specification: ${field}: ${String(dirValue)}`);
    if (dir !== 1 && dir !== -1)
      throw new CommandError(
        'BadValue',
        '$sort key ordering must be 1 (for ascending) or -1 (for descending)',
      );
    keys.push({ path: field.split('.'), dir });
  }
  return keys;
}

function collect(value: unknown, path: string[], i: number, out: unknown[]): void {
  if (i === path.length) {
    out.push(value);
    return;
  }
  if (Array.isArray(value)) {
    const part = path[i] as string;
    if (/^\d+$/.test(part) && Number(part) < value.length) {
      collect(value[Number(part)], path, i + 1, out);
      return;
    }
    for (const e of value) {
      if (isPlainObject(e)) collect(e[part], path, i + 1, out);
      else out.push(undefined);
    }
    if (value.length === 0) out.push(undefined);
    return;
  }
  if (isPlainObject(value)) {
    collect(value[path[i] as string], path, i + 1, out);
    return;
  }
  out.push(undefined);
}

/** The value a document sorts by for one key: the smallest (ascending) or largest (descending) candidate. */
function sortValue(doc: Doc, key: SortKey): unknown {
  const candidates: unknown[] = [];
  collect(doc, key.path, 0, candidates);
  let best: unknown = EMPTY_ARRAY;
  let first = true;
  for (const c of candidates) {
    const values = Array.isArray(c) ? (c.length === 0 ? [EMPTY_ARRAY] : c) : [c];
    for (const v of values) {
      if (first) {
        best = v;
        first = false;
        continue;
      }
      const cmp = compareSortValues(v, best);
      if ((key.dir === 1 && cmp < 0) || (key.dir === -1 && cmp > 0)) best = v;
    }
  }
  return best;
}

function compareSortValues(a: unknown, b: unknown): number {
  if (a === EMPTY_ARRAY) return b === EMPTY_ARRAY ? 0 : -1;
  if (b === EMPTY_ARRAY) return 1;
  return compareValues(a, b);
}

/** Stable sort (ties keep natural order); precomputes keys once per document. */
export function sortDocs(docs: Doc[], spec: unknown): Doc[] {
  const keys = parseSortSpec(spec);
  if (keys.length === 0) return docs;
  const decorated = docs.map((doc, index) => ({ doc, index, values: keys.map((k) => sortValue(doc, k)) }));
  decorated.sort((a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const c = compareSortValues(a.values[i], b.values[i]);
      if (c !== 0) return (keys[i] as SortKey).dir === 1 ? c : -c;
    }
    return a.index - b.index;
  });
  return decorated.map((d) => d.doc);
}
