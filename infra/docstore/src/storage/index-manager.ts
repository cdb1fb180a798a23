/**
 * The indexes of one collection. Unique indexes keep a hash map from the canonical index key to the
 * owning document, so uniqueness checks and equality lookups are O(1). Non-unique indexes are kept as
 * catalog entries (listed, persisted) and do not speed up queries.
 */
import type { Doc } from '../query/bson-types.js';
import { isPlainObject } from '../query/bson-types.js';
import { keyOf } from '../query/compare.js';
import { compileFilter } from '../query/matcher.js';
import type { Matcher } from '../query/matcher.js';
import { isNumeric, toDouble } from '../query/numbers.js';
import { CommandError } from '../errors.js';
import { formatValue } from './format-value.js';

export interface IndexSpec extends Doc {
  v: number;
  key: Doc;
  name: string;
}

/** Marks an empty array in an index key (MongoDB indexes `[]` as undefined). */
const EMPTY_ARRAY_KEY = 'U';

export const ID_INDEX_SPEC: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

interface KeyEntry {
  key: string;
  values: unknown[];
}

export class Index {
  readonly spec: IndexSpec;
  readonly paths: string[][];
  readonly fields: string[];
  readonly unique: boolean;
  readonly sparse: boolean;
  readonly ttlSeconds: number | undefined;
  private readonly partial: Matcher | undefined;
  /** unique index key -> id key of the document holding it */
  readonly entries: Map<string, string> | undefined;

  constructor(spec: IndexSpec) {
    this.spec = spec;
    this.fields = Object.keys(spec.key);
    this.paths = this.fields.map((f) => f.split('.'));
    this.unique = spec.unique === true;
    this.sparse = spec.sparse === true;
    this.partial = isPlainObject(spec.partialFilterExpression)
      ? compileFilter(spec.partialFilterExpression)
      : undefined;
    this.ttlSeconds = isNumeric(spec.expireAfterSeconds) ? toDouble(spec.expireAfterSeconds) : undefined;
    this.entries = this.unique ? new Map() : undefined;
  }

  get hasPartialFilter(): boolean {
    return this.partial !== undefined;
  }

  /** The index keys of a document, or an empty list when the document is not indexed (sparse / partial). */
  keysFor(doc: Doc): KeyEntry[] {
    if (this.partial && !this.partial(doc)) return [];
    const perField = this.paths.map((p) => valuesAt(doc, p, 0));
    if (this.sparse && perField.every((vals) => vals.length === 1 && vals[0] === undefined)) return [];
    let combos: KeyEntry[] = [{ key: '', values: [] }];
    for (const vals of perField) {
      const next: KeyEntry[] = [];
      for (const c of combos) {
        for (const v of vals) {
          next.push({
            key: `${c.key}${v === EMPTY ? EMPTY_ARRAY_KEY : keyOf(v)}|`,
            values: [...c.values, v],
          });
        }
      }
      combos = next;
    }
    return combos;
  }

  /** The key for an equality lookup with the given field values (no arrays). */
  lookupKey(values: unknown[]): string {
    return values.map((v) => `${keyOf(v)}|`).join('');
  }

  duplicateError(ns: string, values: unknown[]): CommandError {
    const keyValue: Doc = {};
    this.fields.forEach((f, i) => {
      const v = values[i];
      keyValue[f] = v === undefined || v === EMPTY ? null : v;
    });
    const shown = this.fields.map((f, i) => {
      const v = values[i];
      return `${f}: ${v === EMPTY ? 'undefined' : formatValue(v === undefined ? null : v)}`;
    });
    return new CommandError(
      'DuplicateKey',
      `E11000 duplicate key error collection: ${ns} index: ${this.spec.name} dup key: { ${shown.join(', ')} }`,
      { keyPattern: { ...this.spec.key }, keyValue },
    );
  }
}

const EMPTY = Symbol('empty-array');

/** Values a document has at a path, expanding arrays (multikey); a missing field gives `undefined`. */
function valuesAt(value: unknown, path: string[], i: number): unknown[] {
  if (i === path.length) {
    if (Array.isArray(value)) {
      if (value.length === 0) return [EMPTY];
      const seen = new Set<string>();
      const out: unknown[] = [];
      for (const e of value) {
        const k = keyOf(e);
        if (!seen.has(k)) {
          seen.add(k);
          out.push(e);
        }
      }
      return out;
    }
    return [value];
  }
  if (Array.isArray(value)) {
    const part = path[i] as string;
    if (/^\d+$/.test(part)) return valuesAt(value[Number(part)], path, i + 1);
    const out: unknown[] = [];
    for (const e of value) out.push(...valuesAt(isPlainObject(e) ? e[part] : undefined, path, i + 1));
    return out.length > 0 ? out : [undefined];
  }
  if (isPlainObject(value)) return valuesAt(value[path[i] as string], path, i + 1);
  return [undefined];
}

/** Validates an index specification from `createIndexes`. */
export function validateIndexSpec(raw: unknown): IndexSpec {
  if (!isPlainObject(raw)) throw new CommandError('TypeMismatch', 'index specification must be an object');
  const key = raw.key;
  if (!isPlainObject(key) || Object.keys(key).length === 0) {
    throw new CommandError('CannotCreateIndex', 'Index keys cannot be empty.');
  }
  for (const [field, dir] of Object.entries(key)) {
    const ok =
      (isNumeric(dir) && toDouble(dir) !== 0) || ['text', '2dsphere', '2d', 'hashed'].includes(dir as string);
    if (!ok)
      throw new CommandError(
        'CannotCreateIndex',
        `Values in the index key pattern can contain only positive or negative numbers or 'text', '2dsphere', '2d', 'hashed': ${field}: ${String(dir)}`,
      );
  }
  if (typeof raw.name !== 'string' || raw.name === '') {
    throw new CommandError(
      'FailedToParse',
      "The 'name' field is a required property of an index specification",
    );
  }
  const spec: IndexSpec = { v: 2, key: { ...key }, name: raw.name };
  for (const [k, v] of Object.entries(raw)) {
    if (k === 'key' || k === 'name' || k === 'v' || k === 'ns' || k === 'background') continue;
    if ((k === 'unique' || k === 'sparse') && v === false) continue;
    spec[k] = v;
  }
  return spec;
}

/** Two specs describe the same index if keys and the options that matter are the same. */
export function sameIndexOptions(a: IndexSpec, b: IndexSpec): boolean {
  const norm = (s: IndexSpec): string => {
    const o: Doc = {};
    for (const k of Object.keys(s).sort()) {
      if (k === 'name' || k === 'v') continue;
      o[k] = s[k];
    }
    return keyOf(o);
  };
  return norm(a) === norm(b);
}

export function sameKeyPattern(a: IndexSpec, b: IndexSpec): boolean {
  return keyOf(a.key) === keyOf(b.key);
}
