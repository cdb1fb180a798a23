/**
 * BSON encoding and decoding with type fidelity: Int32 becomes a JS number, doubles become JS numbers
 * unless they would come back as int32 (then they keep their `Double` wrapper), Long, Decimal128 and
 * regular expressions keep their BSON classes.
 */
import { BSON, DBRef } from 'bson';
import type { DeserializeOptions, Double, SerializeOptions } from 'bson';
import type { Doc } from './query/bson-types.js';
import { isInt32Value, isPlainObject } from './query/bson-types.js';

const DESERIALIZE: DeserializeOptions = {
  promoteValues: false,
  promoteLongs: false,
  promoteBuffers: false,
  bsonRegExp: true,
};

const SERIALIZE: SerializeOptions = { checkKeys: false, ignoreUndefined: false };

function normalize(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) v[i] = normalize(v[i]);
    return v;
  }
  if (isPlainObject(v)) {
    for (const k in v) v[k] = normalize(v[k]);
    return v;
  }
  const tag = (v as { _bsontype?: string })._bsontype;
  if (tag === 'Int32') return (v as { value: number }).value;
  if (tag === 'Double') {
    const n = (v as Double).value;
    return isInt32Value(n) || Object.is(n, -0) ? v : n;
  }
  if (v instanceof DBRef) {
    v.oid = normalize(v.oid) as DBRef['oid'];
    for (const k of Object.keys(v.fields)) v.fields[k] = normalize(v.fields[k]);
  }
  return v;
}

export function decodeDocument(bytes: Uint8Array): Doc {
  return normalize(BSON.deserialize(bytes, DESERIALIZE)) as Doc;
}

export function encodeDocument(doc: Doc): Uint8Array {
  return BSON.serialize(doc, SERIALIZE);
}

/**
 * Encoded bytes of stored documents that have been read. Stored documents are never mutated (updates
 * replace them), so the bytes stay valid for as long as the document object lives.
 */
const encodedStored = new WeakMap<Doc, Uint8Array>();

export function encodeStoredDocument(doc: Doc): Uint8Array {
  let bytes = encodedStored.get(doc);
  if (!bytes) {
    bytes = encodeDocument(doc);
    encodedStored.set(doc, bytes);
  }
  return bytes;
}

export function documentSize(doc: Doc): number {
  return BSON.calculateObjectSize(doc, SERIALIZE);
}

/** Reads the int32 length prefix of the BSON document at `offset`. */
export function bsonLengthAt(bytes: Uint8Array, offset: number): number {
  return (
    ((bytes[offset] as number) |
      ((bytes[offset + 1] as number) << 8) |
      ((bytes[offset + 2] as number) << 16) |
      ((bytes[offset + 3] as number) << 24)) >>>
    0
  );
}
