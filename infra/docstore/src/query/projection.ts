/**
 * Find projections. Plain top-level inclusion/exclusion and the array operators `$slice` and
 * `$elemMatch` are done here; anything richer (dotted paths, positional `.$`, expressions) is delegated
 * to mingo. `$slice` takes the mode of the rest of the projection (alone it keeps every other field);
 * `$elemMatch` is an inclusion.
 */
import { Query } from 'mingo/query';
import type { Doc } from './bson-types.js';
import { isPlainObject } from './bson-types.js';
import { mingoOptions } from './mingo-context.js';
import { elemMatchProjection, sliceProjection } from './projection-arrays.js';
import type { ArrayProjection } from './projection-arrays.js';
import { asCommandError, normalizeFilter } from './matcher.js';
import { isNumeric, toDouble } from './numbers.js';
import { CommandError } from '../errors.js';

export type Projector = (doc: Doc) => Doc;

function flag(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  if (isNumeric(v)) return toDouble(v) !== 0;
  return undefined;
}

function onlyOperator(v: unknown, op: string): boolean {
  return isPlainObject(v) && Object.keys(v).length === 1 && op in v;
}

export function compileProjection(spec: unknown, filter?: Doc): Projector | undefined {
  if (spec === undefined || spec === null) return undefined;
  if (!isPlainObject(spec)) throw new CommandError('BadValue', 'projection must be an object');
  const base: Doc = {};
  const arrays: ArrayProjection[] = [];
  const arrayFields: string[] = [];
  let inclusion = false;
  for (const [k, v] of Object.entries(spec)) {
    if (onlyOperator(v, '$slice')) {
      arrays.push(sliceProjection(k, (v as Doc).$slice));
      arrayFields.push(k);
    } else if (onlyOperator(v, '$elemMatch')) {
      arrays.push(elemMatchProjection(k, (v as Doc).$elemMatch));
      arrayFields.push(k);
      inclusion = true;
    } else {
      base[k] = v;
      if (k !== '_id' && flag(v) !== false) inclusion = true;
    }
  }
  if (arrays.length === 0) return compileFieldProjection(base, filter);
  if (inclusion) for (const k of arrayFields) base[k] = 1;
  const project = compileFieldProjection(base, filter);
  return (doc) => {
    let out = project ? project(doc) : { ...doc };
    for (const apply of arrays) out = apply(out, doc);
    return out;
  };
}

function compileFieldProjection(spec: Doc, filter: Doc | undefined): Projector | undefined {
  const entries = Object.entries(spec);
  if (entries.length === 0) return undefined;

  const simple = entries.every(([k, v]) => !k.includes('.') && !k.startsWith('$') && flag(v) !== undefined);
  if (simple) {
    const include = new Set<string>();
    const exclude = new Set<string>();
    let idIncluded = true;
    let idOnly = false;
    for (const [k, v] of entries) {
      const on = flag(v) as boolean;
      if (k === '_id') idIncluded = idOnly = on;
      else if (on) include.add(k);
      else exclude.add(k);
    }
    if (include.size > 0 && exclude.size > 0) {
      const [ex] = exclude;
      throw new CommandError(
        'Location31254',
        `Cannot do exclusion on field ${ex ?? ''} in inclusion projection`,
      );
    }
    if (include.size > 0 || (idOnly && exclude.size === 0)) {
      return (doc) => {
        const out: Doc = {};
        if (idIncluded && '_id' in doc) out._id = doc._id;
        for (const k of Object.keys(doc)) if (include.has(k)) out[k] = doc[k];
        return out;
      };
    }
    return (doc) => {
      const out: Doc = {};
      for (const k of Object.keys(doc)) {
        if (exclude.has(k) || (k === '_id' && !idIncluded)) continue;
        out[k] = doc[k];
      }
      return out;
    };
  }

  let query: Query;
  try {
    query = new Query(filter ? normalizeFilter(filter) : {}, mingoOptions());
  } catch (err) {
    throw asCommandError(err);
  }
  return (doc) => {
    try {
      const [projected] = query.find([doc], spec).all();
      return (projected ?? {}) as Doc;
    } catch (err) {
      throw asCommandError(err);
    }
  };
}
