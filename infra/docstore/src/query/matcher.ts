/** Compiles a query filter into a predicate over documents (mingo with MongoDB's comparison rules). */
import { BSONRegExp, DBRef } from 'bson';
import { Query } from 'mingo/query';
import type { Doc } from './bson-types.js';
import { isPlainObject } from './bson-types.js';
import { mingoOptions } from './mingo-context.js';
import { regexFromValue } from './regex.js';
import { CommandError } from '../errors.js';

export type Matcher = (doc: Doc) => boolean;

const UNSUPPORTED = new Set([
  '$where',
  '$text',
  '$near',
  '$nearSphere',
  '$geoWithin',
  '$geoIntersects',
  '$within',
  '$jsonSchema',
]);

/** Rewrites BSON regular expressions and `$regex`/`$options` pairs into JS RegExps; rejects what is not supported. */
function normalizeValue(v: unknown, inOperator: boolean): unknown {
  if (v instanceof BSONRegExp) return regexFromValue(v);
  if (Array.isArray(v)) return v.map((e) => normalizeValue(e, inOperator));
  if (!isPlainObject(v)) return v;
  const keys = Object.keys(v);
  if (!keys.some((k) => k.startsWith('$'))) return v;
  const out: Doc = {};
  for (const k of keys) {
    if (UNSUPPORTED.has(k)) throw new CommandError('NotImplemented', `${k} is not supported by docstore`);
    if (k === '$options') {
      if (!('$regex' in v)) throw new CommandError('BadValue', '$options needs a $regex');
      continue;
    }
    if (k === '$regex') {
      out.$regex = regexFromValue(v.$regex, v.$options);
      continue;
    }
    if (k === '$not' && (v[k] instanceof BSONRegExp || v[k] instanceof RegExp)) {
      out[k] = regexFromValue(v[k]);
      continue;
    }
    if (k === '$elemMatch' && v[k] instanceof DBRef) {
      out[k] = normalizeFilterDoc(dbRefCondition(v[k]), true);
      continue;
    }
    if (k === '$elemMatch' || k === '$not') {
      out[k] = normalizeFilterDoc(v[k] as Doc, true);
      continue;
    }
    if (k === '$all' && Array.isArray(v[k])) {
      out[k] = (v[k] as unknown[]).map((e) =>
        isPlainObject(e) && '$elemMatch' in e
          ? { $elemMatch: normalizeFilterDoc(e.$elemMatch as Doc, true) }
          : normalizeValue(e, true),
      );
      continue;
    }
    out[k] = normalizeValue(v[k], true);
  }
  return out;
}

/** The fields of a DBRef (`{$ref, $id, $db}`) as the decoded `DBRef` object holds them. */
const DBREF_FIELDS: Readonly<Record<string, string>> = { $ref: 'collection', $id: 'oid', $db: 'db' };

/** `{$elemMatch: {$ref, $id}}` arrives decoded as a DBRef; as a condition it is one on its fields. */
function dbRefCondition(ref: DBRef): Doc {
  const cond: Doc = { collection: ref.collection, oid: ref.oid };
  if (ref.db !== undefined) cond.db = ref.db;
  return { ...cond, ...ref.fields };
}

/** A path with DBRef field names (`refs.$id`, or `$id` inside `$elemMatch`) in their decoded form. */
function dbRefPath(path: string, nested: boolean): string {
  if (!path.includes('$')) return path;
  return path
    .split('.')
    .map((part, i) => ((i > 0 || nested) && DBREF_FIELDS[part]) || part)
    .join('.');
}

function normalizeFilterDoc(filter: Doc, nested: boolean): Doc {
  if (!isPlainObject(filter)) throw new CommandError('BadValue', 'filter must be an object');
  const out: Doc = {};
  for (const [key, v] of Object.entries(filter)) {
    const k = dbRefPath(key, nested);
    if (k === '$comment') continue;
    if (UNSUPPORTED.has(k)) throw new CommandError('NotImplemented', `${k} is not supported by docstore`);
    if (k === '$and' || k === '$or' || k === '$nor') {
      if (!Array.isArray(v) || v.length === 0)
        throw new CommandError('BadValue', `${k} must be a nonempty array`);
      out[k] = v.map((c) => normalizeFilterDoc(c as Doc, nested));
      continue;
    }
    if (k === '$expr') {
      out[k] = v;
      continue;
    }
    if (k.startsWith('$') && !nested) throw new CommandError('BadValue', `unknown top level operator: ${k}`);
    out[k] = normalizeValue(v, false);
  }
  return out;
}

export function normalizeFilter(filter: Doc): Doc {
  return normalizeFilterDoc(filter, false);
}

/** Compiles a filter; mingo's parse errors become BadValue errors. */
export function compileFilter(filter: Doc | undefined): Matcher {
  if (!filter || Object.keys(filter).length === 0) return () => true;
  const normalized = normalizeFilter(filter);
  let query: Query;
  try {
    query = new Query(normalized, mingoOptions());
  } catch (err) {
    throw asCommandError(err);
  }
  return (doc) => {
    try {
      return query.test(doc);
    } catch (err) {
      throw asCommandError(err);
    }
  };
}

export function asCommandError(err: unknown): CommandError {
  if (err instanceof CommandError) return err;
  const message = err instanceof Error ? err.message : String(err);
  const unknownOp = /unknown (?:query|top level) operator:? (\$\w+)/.exec(message);
  if (unknownOp) return new CommandError('BadValue', `unknown operator: ${unknownOp[1]}`);
  return new CommandError('BadValue', message);
}
