/**
 * Classification of in-memory BSON values.
 *
 * Documents are kept as plain objects whose leaves are JS primitives, `Date`, or `bson` value classes.
 * Int32 values are held as JS numbers; doubles as JS numbers too, except integral doubles that would
 * re-serialize as int32, which keep their `Double` wrapper so the BSON type round-trips.
 */
import { BSONValue } from 'bson';

export type Doc = { [key: string]: unknown };

export type BsonTypeName =
  | 'minKey'
  | 'undefined'
  | 'null'
  | 'double'
  | 'int'
  | 'long'
  | 'decimal'
  | 'string'
  | 'symbol'
  | 'object'
  | 'array'
  | 'binData'
  | 'objectId'
  | 'bool'
  | 'date'
  | 'timestamp'
  | 'regex'
  | 'javascript'
  | 'maxKey';

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

export function isInt32Value(n: number): boolean {
  return Number.isInteger(n) && n >= INT32_MIN && n <= INT32_MAX && !Object.is(n, -0);
}

export function bsonTag(v: unknown): string | undefined {
  return v instanceof BSONValue ? v._bsontype : undefined;
}

export function isPlainObject(v: unknown): v is Doc {
  if (v === null || typeof v !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** The BSON type name of a value, as `$type` and aggregation's `$type` spell it. */
export function bsonTypeName(v: unknown): BsonTypeName {
  switch (typeof v) {
    case 'undefined':
      return 'undefined';
    case 'string':
      return 'string';
    case 'boolean':
      return 'bool';
    case 'number':
      return isInt32Value(v) ? 'int' : 'double';
    case 'bigint':
      return 'long';
    case 'object':
      break;
    default:
      return 'object';
  }
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (v instanceof Date) return 'date';
  if (v instanceof RegExp) return 'regex';
  if (v instanceof Uint8Array) return 'binData';
  if (v instanceof BSONValue) {
    switch (v._bsontype) {
      case 'ObjectId':
        return 'objectId';
      case 'Long':
        return 'long';
      case 'Double':
        return 'double';
      case 'Int32':
        return 'int';
      case 'Decimal128':
        return 'decimal';
      case 'Binary':
        return 'binData';
      case 'Timestamp':
        return 'timestamp';
      case 'BSONRegExp':
        return 'regex';
      case 'BSONSymbol':
        return 'symbol';
      case 'Code':
        return 'javascript';
      case 'MinKey':
        return 'minKey';
      case 'MaxKey':
        return 'maxKey';
      case 'DBRef':
        return 'object';
      default:
        return 'object';
    }
  }
  return 'object';
}

/** BSON type numbers (for `$type: <number>`). */
export const BSON_TYPE_NUMBERS: Readonly<Record<number, BsonTypeName>> = {
  1: 'double',
  2: 'string',
  3: 'object',
  4: 'array',
  5: 'binData',
  6: 'undefined',
  7: 'objectId',
  8: 'bool',
  9: 'date',
  10: 'null',
  11: 'regex',
  13: 'javascript',
  14: 'symbol',
  16: 'int',
  17: 'timestamp',
  18: 'long',
  19: 'decimal',
  [-1]: 'minKey',
  127: 'maxKey',
};

/**
 * Canonical type brackets of MongoDB's cross-type order: MinKey < null < numbers < strings < objects <
 * arrays < binary < ObjectId < booleans < dates < timestamps < regular expressions < code < MaxKey.
 */
export function typeBracket(v: unknown): number {
  switch (bsonTypeName(v)) {
    case 'minKey':
      return -1;
    case 'undefined':
      return 0;
    case 'null':
      return 5;
    case 'double':
    case 'int':
    case 'long':
    case 'decimal':
      return 10;
    case 'string':
    case 'symbol':
      return 15;
    case 'object':
      return 20;
    case 'array':
      return 25;
    case 'binData':
      return 30;
    case 'objectId':
      return 35;
    case 'bool':
      return 40;
    case 'date':
      return 45;
    case 'timestamp':
      return 47;
    case 'regex':
      return 50;
    case 'javascript':
      return 60;
    case 'maxKey':
      return 100;
  }
}

export const NUMBER_BRACKET = 10;
