/** Renders BSON values the way MongoDB prints them in error messages (e.g. E11000 `dup key: { ... }`). */
import type { Binary, BSONRegExp, Decimal128, Double, Long, ObjectId, Timestamp } from 'bson';
import { bsonTypeName, isPlainObject } from '../query/bson-types.js';

export function formatValue(v: unknown): string {
  switch (bsonTypeName(v)) {
    case 'undefined':
      return 'undefined';
    case 'null':
      return 'null';
    case 'string':
      return JSON.stringify(v);
    case 'bool':
      return String(v);
    case 'int':
      return String(v);
    case 'double': {
      const n = typeof v === 'number' ? v : (v as Double).value;
      return Number.isInteger(n) && Math.abs(n) < 1e21 ? `${n}.0` : String(n);
    }
    case 'long':
      return (v as Long).toString();
    case 'decimal':
      return `NumberDecimal("${(v as Decimal128).toString()}")`;
    case 'objectId':
      return `ObjectId('${(v as ObjectId).toHexString()}')`;
    case 'date':
      return `new Date(${(v as Date).getTime()})`;
    case 'array': {
      const arr = v as unknown[];
      return arr.length === 0 ? '[]' : `[ ${arr.map(formatValue).join(', ')} ]`;
    }
    case 'object': {
      if (!isPlainObject(v)) return String(v);
      const entries = Object.entries(v);
      return entries.length === 0
        ? '{}'
        : `{ ${entries.map(([k, x]) => `${k}: ${formatValue(x)}`).join(', ')} }`;
    }
    case 'binData': {
      const b = v as Binary;
      return `BinData(${b.sub_type}, ${Buffer.from(b.buffer).toString('hex').toUpperCase()})`;
    }
    case 'regex': {
      if (v instanceof RegExp) return `/${v.source}/${v.flags}`;
      const r = v as BSONRegExp;
      return `/${r.pattern}/${r.options}`;
    }
    case 'timestamp': {
      const t = v as Timestamp;
      return `Timestamp(${t.t}, ${t.i})`;
    }
    case 'minKey':
      return 'MinKey';
    case 'maxKey':
      return 'MaxKey';
    default:
      return String(v);
  }
}
