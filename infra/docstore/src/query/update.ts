/**
 * Applying update documents: replacement, operator updates (`$set`, `$unset`, `$inc`, `$mul`, `$min`,
 * `$max`, `$rename`, `$currentDate`, `$push`, `$addToSet`, `$pop`, `$pull`, `$pullAll`, `$setOnInsert`)
 * and pipeline updates. Paths with positional operators (`$`, `$[]`, `$[id]`) and `$bit` go through mingo.
 */
import { Timestamp } from 'bson';
import { update as mingoUpdate, updateOne as mingoUpdateOne } from 'mingo/updater';
import type { PipelineStage } from 'mingo/updater';
import type { Doc } from './bson-types.js';
import { bsonTypeName, isPlainObject } from './bson-types.js';
import { compareStrings, compareValues, identical, valuesEqual } from './compare.js';
import { compileFilter, asCommandError, normalizeFilter } from './matcher.js';
import { mingoOptions } from './mingo-context.js';
import { arith, isNumeric, toDouble } from './numbers.js';
import { cloneDoc, getAt, setAt, setField, splitPath, unsetAt } from './paths.js';
import { sortDocs } from './sort.js';
import { CommandError } from '../errors.js';

const OPERATORS = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$rename',
  '$currentDate',
  '$push',
  '$addToSet',
  '$pop',
  '$pull',
  '$pullAll',
  '$setOnInsert',
  '$bit',
]);

export type UpdateSpec = Doc | Doc[];

export interface ApplyOptions {
  arrayFilters?: Doc[];
  /** The query, for the positional `$` operator and for seeding upserts. */
  query?: Doc;
  /** True when the update builds a new document for an upsert (`$setOnInsert` applies). */
  inserting: boolean;
}

export function isOperatorUpdate(u: UpdateSpec): boolean {
  if (Array.isArray(u)) return false;
  const first = Object.keys(u)[0];
  return first !== undefined && first.startsWith('$');
}

/** Validates the shape of an update document before any document is touched. */
export function validateUpdate(u: unknown): asserts u is UpdateSpec {
  if (Array.isArray(u)) {
    for (const stage of u)
      if (!isPlainObject(stage))
        throw new CommandError('FailedToParse', 'Each element of the pipeline must be an object');
    return;
  }
  if (!isPlainObject(u))
    throw new CommandError('FailedToParse', 'Update argument must be either an object or an array');
  const keys = Object.keys(u);
  if (keys.length === 0 || !(keys[0] as string).startsWith('$')) {
    for (const k of keys) {
      if (k.startsWith('$'))
        throw new CommandError(
          'DollarPrefixedFieldName',
          `The dollar ($) prefixed field '${k}' in '${k}' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.`,
        );
    }
    return;
  }
  const paths: string[] = [];
  for (const k of keys) {
    if (!OPERATORS.has(k)) {
      throw new CommandError(
        'FailedToParse',
        `Unknown modifier: ${k}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
    const arg = u[k];
    if (!isPlainObject(arg)) {
      throw new CommandError(
        'FailedToParse',
        `Modifiers operate on fields but we found type ${bsonTypeName(arg)} instead. For example: {$mod: {<field>: ...}} not {${k}: ${String(arg)}}`,
      );
    }
    for (const [path, value] of Object.entries(arg)) {
      splitPath(path);
      paths.push(path);
      if (k === '$rename') {
        if (typeof value !== 'string')
          throw new CommandError(
            'BadValue',
            `The 'to' field for $rename must be a string: ${path}: ${String(value)}`,
          );
        paths.push(value);
      }
    }
  }
  const sorted = paths.map((p) => p.replace(/\.\$(\[[^\]]*\])?(?=\.|$)/g, '')).sort(compareStrings);
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1] as string;
    const cur = sorted[i] as string;
    if (cur === prev || cur.startsWith(`${prev}.`)) {
      throw new CommandError(
        'ConflictingUpdateOperators',
        `Updating the path '${cur}' would create a conflict at '${prev}'`,
      );
    }
  }
}

function typeMismatch(message: string): CommandError {
  return new CommandError('TypeMismatch', message);
}

function idText(doc: Doc): string {
  return `{_id: ${String(doc._id)}}`;
}

function applyOne(op: string, doc: Doc, path: string, value: unknown, original: Doc): void {
  const parts = splitPath(path);
  const current = getAt(doc, parts);
  switch (op) {
    case '$set':
    case '$setOnInsert':
      setAt(doc, parts, cloneDoc(value));
      return;
    case '$unset':
      unsetAt(doc, parts);
      return;
    case '$inc':
    case '$mul': {
      if (!isNumeric(value)) {
        throw typeMismatch(
          `Cannot ${op === '$inc' ? 'increment' : 'multiply'} with non-numeric argument: {${path}: ${String(value)}}`,
        );
      }
      if (current === undefined) {
        setAt(doc, parts, op === '$inc' ? value : arith(value, 0, 'mul'));
        return;
      }
      if (!isNumeric(current)) {
        throw typeMismatch(
          `Cannot apply ${op} to a value of non-numeric type. ${idText(original)} has the field '${parts[parts.length - 1] ?? path}' of non-numeric type ${bsonTypeName(current)}`,
        );
      }
      setAt(doc, parts, arith(current, value, op === '$inc' ? 'add' : 'mul'));
      return;
    }
    case '$min':
    case '$max': {
      if (current === undefined) {
        setAt(doc, parts, cloneDoc(value));
        return;
      }
      const c = compareValues(value, current);
      if ((op === '$min' && c < 0) || (op === '$max' && c > 0)) setAt(doc, parts, cloneDoc(value));
      return;
    }
    case '$rename': {
      if (current === undefined) return;
      const target = splitPath(value as string);
      unsetAt(doc, parts);
      setAt(doc, target, current);
      return;
    }
    case '$currentDate': {
      const wantsTimestamp = isPlainObject(value) && value.$type === 'timestamp';
      if (isPlainObject(value) && value.$type !== 'timestamp' && value.$type !== 'date') {
        throw new CommandError(
          'BadValue',
          "The '$type' string field is required to be 'date' or 'timestamp'",
        );
      }
      setAt(
        doc,
        parts,
        wantsTimestamp ? new Timestamp({ t: Math.floor(Date.now() / 1000), i: 1 }) : new Date(),
      );
      return;
    }
    case '$push':
    case '$addToSet': {
      const arr = arrayAt(current, op, path, original);
      const spec = isPlainObject(value) && '$each' in value ? value : { $each: [value] };
      const each = spec.$each;
      if (!Array.isArray(each))
        throw new CommandError(
          'BadValue',
          `The argument to $each in ${op} must be an array but it was of type: ${bsonTypeName(each)}`,
        );
      let next = arr.slice();
      if (op === '$addToSet') {
        for (const v of each) if (!next.some((e) => valuesEqual(e, v))) next.push(cloneDoc(v));
      } else {
        const items = each.map((v) => cloneDoc(v));
        if (spec.$position !== undefined) {
          let pos = toInteger(spec.$position, '$position');
          if (pos < 0) pos = Math.max(0, next.length + pos);
          next.splice(Math.min(pos, next.length), 0, ...items);
        } else {
          next.push(...items);
        }
        if (spec.$sort !== undefined) next = sortArray(next, spec.$sort);
        if (spec.$slice !== undefined) {
          const n = toInteger(spec.$slice, '$slice');
          next = n >= 0 ? next.slice(0, n) : next.slice(Math.max(0, next.length + n));
        }
      }
      setAt(doc, parts, next);
      return;
    }
    case '$pop': {
      if (current === undefined) return;
      const arr = arrayAt(current, op, path, original);
      const n = isNumeric(value) ? toDouble(value) : NaN;
      if (n !== 1 && n !== -1)
        throw new CommandError('FailedToParse', `$pop expects 1 or -1, found: ${String(value)}`);
      setAt(doc, parts, n === 1 ? arr.slice(0, -1) : arr.slice(1));
      return;
    }
    case '$pull':
    case '$pullAll': {
      if (current === undefined) return;
      if (!Array.isArray(current)) {
        throw new CommandError('BadValue', `Cannot apply ${op} to a non-array value`);
      }
      let keep: (e: unknown) => boolean;
      if (op === '$pullAll') {
        if (!Array.isArray(value))
          throw new CommandError(
            'BadValue',
            `$pullAll requires an array argument but was given a ${bsonTypeName(value)}`,
          );
        keep = (e) => !value.some((v) => valuesEqual(e, v));
      } else {
        const remove = pullPredicate(value);
        keep = (e) => !remove(e);
      }
      setAt(doc, parts, current.filter(keep));
      return;
    }
    default:
      throw new CommandError('FailedToParse', `Unknown modifier: ${op}`);
  }
}

function toInteger(v: unknown, what: string): number {
  if (!isNumeric(v) || !Number.isInteger(toDouble(v)))
    throw new CommandError('BadValue', `The value for ${what} must be an integer`);
  return toDouble(v);
}

function arrayAt(current: unknown, op: string, path: string, original: Doc): unknown[] {
  if (current === undefined) return [];
  if (!Array.isArray(current)) {
    throw new CommandError(
      'BadValue',
      `The field '${path}' must be an array but is of type ${bsonTypeName(current)} in document ${idText(original)}`,
    );
  }
  return current;
}

function sortArray(arr: unknown[], spec: unknown): unknown[] {
  if (isNumeric(spec)) {
    const dir = toDouble(spec);
    return arr.slice().sort((a, b) => (dir === 1 ? compareValues(a, b) : compareValues(b, a)));
  }
  if (!isPlainObject(spec))
    throw new CommandError(
      'BadValue',
      'The $sort is invalid: use 1/-1 to sort the whole element, or {field:1/-1} to sort embedded fields',
    );
  const docs = arr.filter(isPlainObject);
  const others = arr.filter((e) => !isPlainObject(e));
  return [...others, ...sortDocs(docs, spec)];
}

/** Query operators that stand for a whole document, not a value (`{$or: [...]}` but not `{$gte: 3}`). */
const PATHLESS_OPERATORS = new Set([
  '$and',
  '$or',
  '$nor',
  '$expr',
  '$comment',
  '$where',
  '$text',
  '$jsonSchema',
]);

/**
 * The condition of `$pull`: a value operator (`{$gte: 3}`) tests each element as a value; any other
 * document (fields, or `$and`/`$or`/`$nor`) is a query that only array elements that are documents
 * can match; anything else is compared for equality.
 */
function pullPredicate(cond: unknown): (e: unknown) => boolean {
  if (isPlainObject(cond)) {
    const first = Object.keys(cond)[0];
    if (first !== undefined && first.startsWith('$') && !PATHLESS_OPERATORS.has(first)) {
      const m = compileFilter({ v: cond });
      return (e) => m({ v: e });
    }
    const m = compileFilter(cond);
    return (e) => isPlainObject(e) && m(e);
  }
  return (e) => valuesEqual(e, cond);
}

/** A positional segment of an update path: `$`, `$[]` or `$[id]` (other `$`-prefixed segments are field names). */
const POSITIONAL_ANY = /(^|\.)\$(\[[^\]]*\])?(?=\.|$)/;

function needsMingo(op: string, path: string): boolean {
  return op === '$bit' || POSITIONAL_ANY.test(path);
}

const POSITIONAL_SEGMENT = /(^|\.)\$(?=\.|$)/;

/**
 * The index the positional `$` of `prefix.$` stands for: the first element of the array at `prefix`
 * that the query matched, found once against the document as it was before the update, so every
 * `$` path of the update addresses the same element.
 */
function positionalIndex(original: Doc, prefix: string, query: Doc | undefined): number {
  const probe = cloneDoc(original);
  const marker = {};
  const notFound = new CommandError(
    'BadValue',
    'The positional operator did not find the match needed from the query.',
  );
  try {
    mingoUpdate(
      probe,
      { $set: { [`${prefix}.$`]: marker } },
      undefined,
      query ? normalizeFilter(query) : undefined,
      { cloneMode: 'none', queryOptions: mingoOptions() },
    );
  } catch (err) {
    if (err instanceof Error && /positional operator found no match|array field for '\.\$'/.test(err.message))
      throw notFound;
    throw asCommandError(err);
  }
  const arr = getAt(probe, splitPath(prefix));
  const index = Array.isArray(arr) ? arr.indexOf(marker) : -1;
  if (index < 0) throw notFound;
  return index;
}

/** Replaces the positional `$` of each path by the matched index (paths under `$[]`/`$[id]` stay as they are). */
function resolvePositional(
  steps: { op: string; path: string; value: unknown }[],
  original: Doc,
  query: Doc | undefined,
): void {
  const indexes = new Map<string, number>();
  for (const step of steps) {
    const m = POSITIONAL_SEGMENT.exec(step.path);
    if (!m) continue;
    const prefix = step.path.slice(0, m.index);
    if (prefix === '' || prefix.includes('$')) continue;
    let index = indexes.get(prefix);
    if (index === undefined) {
      index = positionalIndex(original, prefix, query);
      indexes.set(prefix, index);
    }
    step.path = `${prefix}.${index}${step.path.slice(m.index + m[0].length)}`;
  }
}

/** Applies an update to a copy of `doc` and returns the new document (the input is never mutated). */
export function applyUpdate(doc: Doc, u: UpdateSpec, opts: ApplyOptions): Doc {
  if (Array.isArray(u)) {
    const docs = [cloneDoc(doc)];
    try {
      mingoUpdateOne(docs, {}, u as PipelineStage[], { cloneMode: 'copy' }, mingoOptions());
    } catch (err) {
      throw asCommandError(err);
    }
    return docs[0] as Doc;
  }
  if (!isOperatorUpdate(u)) {
    const out: Doc = {};
    if ('_id' in doc) out._id = doc._id;
    for (const [k, v] of Object.entries(u)) if (k !== '_id' || !('_id' in doc)) setField(out, k, cloneDoc(v));
    if ('_id' in u && '_id' in doc && !identical(u._id, doc._id)) {
      throw new CommandError(
        'ImmutableField',
        `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${String(u._id)}`,
      );
    }
    return out;
  }
  const next = cloneDoc(doc);
  const steps: { op: string; path: string; value: unknown }[] = [];
  for (const [op, arg] of Object.entries(u)) {
    if (op === '$setOnInsert' && !opts.inserting) continue;
    for (const [path, value] of Object.entries(arg as Doc)) steps.push({ op, path, value });
  }
  // MongoDB applies modifications in lexicographic order of the field paths.
  steps.sort((a, b) => compareStrings(a.path, b.path));
  if (!opts.inserting) {
    // An upsert inserts, and inserts accept `$`-prefixed field names; an update of a stored document does not at the top level.
    const dollar = steps.find((step) => step.path.startsWith('$'));
    if (dollar)
      throw new CommandError(
        'DollarPrefixedFieldName',
        `The dollar ($) prefixed field '${dollar.path}' in '${dollar.path}' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.`,
      );
    resolvePositional(steps, doc, opts.query);
  }
  for (const { op, path, value } of steps) {
    if (needsMingo(op, path)) {
      try {
        mingoUpdate(
          next,
          { [op]: { [path]: value } },
          opts.arrayFilters,
          opts.query ? normalizeFilter(opts.query) : undefined,
          { cloneMode: 'copy', queryOptions: mingoOptions() },
        );
      } catch (err) {
        throw asCommandError(err);
      }
    } else {
      applyOne(op, next, path, value, doc);
    }
  }
  if ('_id' in doc && !identical(next._id, doc._id)) {
    throw new CommandError(
      'ImmutableField',
      "Performing an update on the path '_id' would modify the immutable field '_id'",
    );
  }
  return next;
}

/**
 * The document an upsert starts from: the equality conditions of the query (top level and inside
 * `$and`), with dotted paths expanded. Replacement upserts only take `_id` from the query.
 */
export function upsertSeed(query: Doc, u: UpdateSpec): Doc {
  const seed: Doc = {};
  const operatorStyle = !Array.isArray(u) && isOperatorUpdate(u);
  const visit = (q: Doc): void => {
    for (const [k, v] of Object.entries(q)) {
      if (k === '$and' && Array.isArray(v)) {
        for (const c of v) if (isPlainObject(c)) visit(c);
        continue;
      }
      if (k.startsWith('$')) continue;
      if (!operatorStyle && k !== '_id') continue;
      let value: unknown = v;
      if (isPlainObject(v)) {
        const keys = Object.keys(v);
        if (keys.some((x) => x.startsWith('$'))) {
          if (keys.length === 1 && keys[0] === '$eq') value = v.$eq;
          else continue;
        }
      }
      if (value instanceof RegExp || bsonTypeName(value) === 'regex') continue;
      setAt(seed, splitPath(k), cloneDoc(value));
    }
  };
  visit(query);
  return seed;
}

/** Puts `_id` first, as MongoDB stores it. */
export function idFirst(doc: Doc): Doc {
  const keys = Object.keys(doc);
  if (keys[0] === '_id' || !('_id' in doc)) return doc;
  const out: Doc = { _id: doc._id };
  for (const k of keys) if (k !== '_id') setField(out, k, doc[k]);
  return out;
}
