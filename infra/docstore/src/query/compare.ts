/**
 * MongoDB's total order over BSON values (cross-type brackets, numbers compared across types, strings
 * by code point), value equality, exact identity and canonical keys for hash indexes.
 */
import type { Binary, BSONRegExp, BSONSymbol, Code, DBRef, ObjectId, Timestamp } from 'bson';
import { BSONValue } from 'bson';
import { bsonTypeName, isPlainObject, NUMBER_BRACKET, typeBracket } from './bson-types.js';
import type { Doc } from './bson-types.js';
import { compareNumbers, isNumeric, numericKey } from './numbers.js';

/** Compares strings by Unicode code point (the order of their UTF-8 bytes), as MongoDB does. */
export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const len = Math.min(a.length, b.length);
  for (let i = 0; i < len; i++) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(i);
    if (ca === cb) continue;
    const sa = ca >= 0xd800 && ca <= 0xdfff;
    const sb = cb >= 0xd800 && cb <= 0xdfff;
    if (sa !== sb) return sa ? 1 : -1;
    return ca < cb ? -1 : 1;
  }
  return a.length < b.length ? -1 : a.length > b.length ? 1 : 0;
}

function bytesOf(v: unknown): Uint8Array {
  if (v instanceof Uint8Array) return v;
  return (v as Binary).buffer;
}

function subtypeOf(v: unknown): number {
  return v instanceof Uint8Array ? 0 : (v as Binary).sub_type;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const len = Math.min(a.length, b.length);
  for (let i = 0; i < len; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    if (x !== y) return x < y ? -1 : 1;
  }
  return a.length - b.length === 0 ? 0 : a.length < b.length ? -1 : 1;
}

function regexParts(v: unknown): [string, string] {
  if (v instanceof RegExp) return [v.source, v.flags];
  const r = v as BSONRegExp;
  return [r.pattern, r.options];
}

/** The fields of an embedded document (DBRef values are compared as the document they encode). */
function entriesOf(v: unknown): [string, unknown][] {
  if (v instanceof BSONValue && v._bsontype === 'DBRef') {
    const ref = v as DBRef;
    const out: [string, unknown][] = [
      ['$ref', ref.collection],
      ['$id', ref.oid],
    ];
    if (ref.db) out.push(['$db', ref.db]);
    for (const [k, val] of Object.entries(ref.fields)) out.push([k, val]);
    return out;
  }
  return Object.entries(v as Doc);
}

function compareEntries(a: [string, unknown][], b: [string, unknown][]): number {
  const len = Math.min(a.length, b.length);
  for (let i = 0; i < len; i++) {
    const [ka, va] = a[i] as [string, unknown];
    const [kb, vb] = b[i] as [string, unknown];
    const ta = typeBracket(va);
    const tb = typeBracket(vb);
    if (ta !== tb) return ta < tb ? -1 : 1;
    const kc = compareStrings(ka, kb);
    if (kc !== 0) return kc;
    const vc = compareValues(va, vb);
    if (vc !== 0) return vc;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

function compareArrays(a: unknown[], b: unknown[]): number {
  const len = Math.min(a.length, b.length);
  for (let i = 0; i < len; i++) {
    const c = compareValues(a[i], b[i]);
    if (c !== 0) return c;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

/** MongoDB's comparison of two BSON values; `undefined` (missing) compares like null. */
export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return compareNumbers(a, b);
  if (typeof a === 'string' && typeof b === 'string') return compareStrings(a, b);
  const ta = a === undefined ? 5 : typeBracket(a);
  const tb = b === undefined ? 5 : typeBracket(b);
  if (ta !== tb) return ta < tb ? -1 : 1;
  switch (ta) {
    case -1:
    case 0:
    case 5:
    case 100:
      return 0;
    case NUMBER_BRACKET:
      if (isNumeric(a) && isNumeric(b)) return compareNumbers(a, b);
      return 0;
    case 15:
      return compareStrings(stringOf(a), stringOf(b));
    case 20:
      return compareEntries(entriesOf(a), entriesOf(b));
    case 25:
      return compareArrays(a as unknown[], b as unknown[]);
    case 30: {
      const ba = bytesOf(a);
      const bb = bytesOf(b);
      if (ba.length !== bb.length) return ba.length < bb.length ? -1 : 1;
      const sa = subtypeOf(a);
      const sb = subtypeOf(b);
      if (sa !== sb) return sa < sb ? -1 : 1;
      return compareBytes(ba, bb);
    }
    case 35:
      return compareBytes((a as ObjectId).id, (b as ObjectId).id);
    case 40:
      return a === b ? 0 : a ? 1 : -1;
    case 45: {
      const x = (a as Date).getTime();
      const y = (b as Date).getTime();
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case 47: {
      const x = a as Timestamp;
      const y = b as Timestamp;
      if (x.t !== y.t) return x.t < y.t ? -1 : 1;
      return x.i === y.i ? 0 : x.i < y.i ? -1 : 1;
    }
    case 50: {
      const [pa, fa] = regexParts(a);
      const [pb, fb] = regexParts(b);
      return compareStrings(pa, pb) || compareStrings(fa, fb);
    }
    case 60:
      return compareStrings((a as Code).code, (b as Code).code);
    default:
      return 0;
  }
}

function stringOf(v: unknown): string {
  return typeof v === 'string' ? v : (v as BSONSymbol).value;
}

/** Equality as queries see it: 1 == 1.0 == NumberLong(1); missing == null. */
export function valuesEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return compareValues(a, b) === 0;
}

/** Exact identity: same BSON types, same values, same field order (used to tell if an update changed a document). */
export function identical(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b) return false;
  if (typeof a === 'number') return Object.is(a, b) || (Number.isNaN(a) && Number.isNaN(b));
  if (typeof a !== 'object' || a === null || b === null) return false;
  const ta = bsonTypeName(a);
  if (ta !== bsonTypeName(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return false;
    for (let i = 0; i < a.length; i++) if (!identical(a[i], bb[i])) return false;
    return true;
  }
  if (isPlainObject(a)) {
    if (!isPlainObject(b)) return false;
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    if (ka.length !== kb.length) return false;
    for (let i = 0; i < ka.length; i++) {
      const k = ka[i] as string;
      if (k !== kb[i] || !identical(a[k], b[k])) return false;
    }
    return true;
  }
  return compareValues(a, b) === 0 && keyOf(a) === keyOf(b);
}

/**
 * A canonical, self-delimiting string key: two values get the same key exactly when MongoDB treats them
 * as equal for an index (null and missing share a key).
 */
export function keyOf(v: unknown): string {
  switch (typeof v) {
    case 'string':
      return `s${v.length}:${v}`;
    case 'number':
      return `n${numericKey(v)};`;
    case 'boolean':
      return v ? 'T' : 'F';
    case 'undefined':
      return 'N';
    default:
      break;
  }
  if (v === null) return 'N';
  if (Array.isArray(v)) {
    let out = '[';
    for (const e of v) out += keyOf(e);
    return `${out}]`;
  }
  if (v instanceof Date) return `D${v.getTime()};`;
  if (isPlainObject(v)) {
    let out = '{';
    for (const [k, val] of Object.entries(v)) out += `${k.length}:${k}${keyOf(val)}`;
    return `${out}}`;
  }
  if (v instanceof RegExp) return `R${v.source.length}:${v.source}${v.flags.length}:${v.flags}`;
  if (v instanceof Uint8Array) return `B0:${Buffer.from(v).toString('base64')};`;
  if (v instanceof BSONValue) {
    switch (v._bsontype) {
      case 'ObjectId':
        return `O${(v as ObjectId).toHexString()}`;
      case 'Long':
      case 'Double':
      case 'Int32':
      case 'Decimal128':
        if (isNumeric(v)) return `n${numericKey(v)};`;
        break;
      case 'Binary': {
        const bin = v as Binary;
        return `B${bin.sub_type}:${Buffer.from(bin.buffer).toString('base64')};`;
      }
      case 'Timestamp':
        return `Z${(v as Timestamp).toString()};`;
      case 'BSONRegExp': {
        const r = v as BSONRegExp;
        return `R${r.pattern.length}:${r.pattern}${r.options.length}:${r.options}`;
      }
      case 'BSONSymbol': {
        const s = (v as BSONSymbol).value;
        return `s${s.length}:${s}`;
      }
      case 'Code': {
        const c = (v as Code).code;
        return `C${c.length}:${c}`;
      }
      case 'MinKey':
        return 'm';
      case 'MaxKey':
        return 'M';
      case 'DBRef': {
        let out = '{';
        for (const [k, val] of entriesOf(v)) out += `${k.length}:${k}${keyOf(val)}`;
        return `${out}}`;
      }
      default:
        break;
    }
  }
  return `?${String(v)}`;
}
