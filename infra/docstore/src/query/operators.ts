/**
 * Query operators that replace mingo's: equality, ordering, membership and `$type` with MongoDB's rules
 * (numbers compare across int/long/double/decimal, comparisons stay inside a type bracket, null matches
 * missing, arrays match by element or as a whole).
 */
import { $elemMatch } from 'mingo/operators/query';
import { resolve } from 'mingo/util';
import type { AnyObject, Options, QueryOperator } from 'mingo/types';
import { BSON_TYPE_NUMBERS, bsonTypeName, isPlainObject, typeBracket } from './bson-types.js';
import type { BsonTypeName, Doc } from './bson-types.js';
import { compareValues, keyOf, valuesEqual } from './compare.js';
import { isNumeric, toDouble } from './numbers.js';
import { CommandError } from '../errors.js';

type Pred = (v: unknown) => boolean;

function depthOf(selector: string): number {
  let depth = 0;
  for (let i = 0; i < selector.length; i++) if (selector.charCodeAt(i) === 46) depth++;
  return depth;
}

function flatten(xs: unknown[], depth: number, out: unknown[]): void {
  for (const x of xs) {
    if (Array.isArray(x) && depth > 0) flatten(x, depth - 1, out);
    else out.push(x);
  }
}

/** True if the value at the path, one of its array elements, or an element of nested arrays reached through the path satisfies `pred`. */
function anyCandidate(lhs: unknown, depth: number, pred: Pred): boolean {
  if (pred(lhs)) return true;
  if (!Array.isArray(lhs)) return false;
  for (const e of lhs) if (pred(e)) return true;
  if (depth > 0) {
    const flat: unknown[] = [];
    flatten(lhs, depth, flat);
    for (const e of flat) if (pred(e)) return true;
  }
  return false;
}

export function fieldPredicate(selector: string, pred: Pred): (o: AnyObject) => boolean {
  const depth = depthOf(selector);
  if (depth === 0) {
    return (o) => anyCandidate((o as Doc)[selector], 0, pred);
  }
  return (o) => anyCandidate(resolve(o, selector, { unwrapArray: true }), depth, pred);
}

function isRegex(v: unknown): v is RegExp {
  return v instanceof RegExp;
}

const eqPred =
  (b: unknown): Pred =>
  (v) =>
    valuesEqual(v, b);

function orderPred(b: unknown, test: (c: number) => boolean): Pred {
  const bracket = b === undefined ? 5 : typeBracket(b);
  return (v) => {
    const vb = v === undefined ? 5 : typeBracket(v);
    return vb === bracket && test(compareValues(v, b));
  };
}

function inPred(values: unknown, op: string): Pred {
  if (!Array.isArray(values)) throw new CommandError('BadValue', `${op} needs an array`);
  const keys = new Set<string>();
  const patterns: RegExp[] = [];
  for (const x of values) {
    if (isRegex(x)) patterns.push(x);
    else if (
      x !== null &&
      typeof x === 'object' &&
      !Array.isArray(x) &&
      Object.keys(x).some((k) => k.startsWith('$')) &&
      Object.getPrototypeOf(x) === Object.prototype
    ) {
      throw new CommandError('BadValue', 'cannot nest $ under $in');
    } else keys.add(keyOf(x));
  }
  return (v) => {
    if (keys.has(keyOf(v))) return true;
    if (patterns.length > 0 && typeof v === 'string') return patterns.some((re) => re.test(v));
    return false;
  };
}

const TYPE_ALIASES: Record<string, BsonTypeName | 'number'> = {
  double: 'double',
  string: 'string',
  object: 'object',
  array: 'array',
  binData: 'binData',
  undefined: 'undefined',
  objectId: 'objectId',
  bool: 'bool',
  date: 'date',
  null: 'null',
  regex: 'regex',
  javascript: 'javascript',
  symbol: 'symbol',
  int: 'int',
  timestamp: 'timestamp',
  long: 'long',
  decimal: 'decimal',
  minKey: 'minKey',
  maxKey: 'maxKey',
  number: 'number',
};

function typeName(t: unknown): BsonTypeName | 'number' {
  if (typeof t === 'string') {
    const name = TYPE_ALIASES[t];
    if (!name) throw new CommandError('BadValue', `Unknown type name alias: ${t}`);
    return name;
  }
  if (isNumeric(t)) {
    const name = BSON_TYPE_NUMBERS[toDouble(t)];
    if (!name) throw new CommandError('BadValue', `Invalid numerical type code: ${toDouble(t)}`);
    return name;
  }
  throw new CommandError('TypeMismatch', 'type must be represented as a number or a string');
}

function typeMatches(v: unknown, wanted: (BsonTypeName | 'number')[]): boolean {
  if (v === undefined) return false;
  const actual = bsonTypeName(v);
  for (const w of wanted) {
    if (w === actual) return true;
    if (
      w === 'number' &&
      (actual === 'int' || actual === 'long' || actual === 'double' || actual === 'decimal')
    )
      return true;
  }
  return false;
}

const $eq = (selector: string, value: unknown) => fieldPredicate(selector, eqPred(value));
const $ne = (selector: string, value: unknown) => {
  const p = fieldPredicate(selector, eqPred(value));
  return (o: AnyObject) => !p(o);
};
const $gt = (selector: string, value: unknown) =>
  fieldPredicate(
    selector,
    orderPred(value, (c) => c > 0),
  );
const $gte = (selector: string, value: unknown) =>
  fieldPredicate(
    selector,
    orderPred(value, (c) => c >= 0),
  );
const $lt = (selector: string, value: unknown) =>
  fieldPredicate(
    selector,
    orderPred(value, (c) => c < 0),
  );
const $lte = (selector: string, value: unknown) =>
  fieldPredicate(
    selector,
    orderPred(value, (c) => c <= 0),
  );
const $in = (selector: string, value: unknown) => fieldPredicate(selector, inPred(value, '$in'));
const $nin = (selector: string, value: unknown) => {
  const p = fieldPredicate(selector, inPred(value, '$nin'));
  return (o: AnyObject) => !p(o);
};
const $type = (selector: string, value: unknown) => {
  const wanted = (Array.isArray(value) ? value : [value]).map(typeName);
  const depth = depthOf(selector);
  return (o: AnyObject) => {
    const v = depth === 0 ? (o as Doc)[selector] : resolve(o, selector, { unwrapArray: true });
    if (typeMatches(v, wanted)) return true;
    return Array.isArray(v) && v.some((e) => typeMatches(e, wanted));
  };
};

/**
 * `$all` is the `$and` of one equality (or regex, or `$elemMatch`) condition per value, so it also
 * matches a field that is not an array but equals its only value.
 */
const $all = (selector: string, value: unknown, options: Options) => {
  if (!Array.isArray(value)) throw new CommandError('BadValue', '$all needs an array');
  const conditions = value.map((v): ((o: AnyObject) => boolean) => {
    if (isPlainObject(v) && '$elemMatch' in v)
      return $elemMatch(selector, v.$elemMatch as AnyObject, options);
    if (isRegex(v)) return fieldPredicate(selector, (e) => typeof e === 'string' && v.test(e));
    return fieldPredicate(selector, eqPred(v));
  });
  return (o: AnyObject) => conditions.length > 0 && conditions.every((c) => c(o));
};

const ops: Record<string, (selector: string, value: unknown, options: Options) => (o: AnyObject) => boolean> =
  {
    $eq,
    $ne,
    $gt,
    $gte,
    $lt,
    $lte,
    $in,
    $nin,
    $type,
    $all,
  };

export const comparisonOperators = ops as Record<`$${string}`, QueryOperator>;
