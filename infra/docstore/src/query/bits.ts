/**
 * The bitwise query operators `$bitsAllSet`, `$bitsAnySet`, `$bitsAllClear` and `$bitsAnyClear`. They
 * match integral numbers (as 64-bit two's complement, sign-extended past bit 63) and BinData (bit 0 is
 * the lowest bit of the first byte); the bitmask is a list of positions, a non-negative integer or
 * BinData.
 */
import { Binary, Long } from 'bson';
import type { AnyObject, Options, QueryOperator } from 'mingo/types';
import { bsonTypeName } from './bson-types.js';
import { isNumeric, toDouble } from './numbers.js';
import { fieldPredicate } from './operators.js';
import { CommandError } from '../errors.js';

type BitReader = (position: number) => boolean;

function positionsOfBytes(bytes: Uint8Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i++)
    for (let b = 0; b < 8; b++) if (((bytes[i] as number) >> b) & 1) out.push(i * 8 + b);
  return out;
}

function binaryBytes(v: Binary): Uint8Array {
  return v.buffer.subarray(0, v.position);
}

function maskPositions(op: string, mask: unknown): number[] {
  if (Array.isArray(mask)) {
    return mask.map((p) => {
      if (!isNumeric(p) || !Number.isInteger(toDouble(p)) || toDouble(p) < 0)
        throw new CommandError('BadValue', `bit positions for ${op} must be non-negative integers`);
      return toDouble(p);
    });
  }
  if (mask instanceof Binary) return positionsOfBytes(binaryBytes(mask));
  if (isNumeric(mask)) {
    const n = mask instanceof Long ? mask.toBigInt() : toDouble(mask);
    if (typeof n === 'number' && !Number.isInteger(n))
      throw new CommandError('BadValue', `${op} bitmask must be an integer`);
    let big = BigInt(n);
    if (big < 0n) throw new CommandError('BadValue', `${op} bitmask must be a non-negative integer`);
    const out: number[] = [];
    for (let p = 0; big > 0n; p++, big >>= 1n) if (big & 1n) out.push(p);
    return out;
  }
  throw new CommandError(
    'BadValue',
    `${op} takes an Array, a number, or a BinData but received: ${bsonTypeName(mask)}`,
  );
}

const TWO_63 = 2 ** 63;

function bitReader(v: unknown): BitReader | undefined {
  if (v instanceof Binary) {
    const bytes = binaryBytes(v);
    return (p) => (p >> 3 < bytes.length ? (((bytes[p >> 3] as number) >> (p & 7)) & 1) === 1 : false);
  }
  if (!isNumeric(v)) return undefined;
  let n: bigint;
  if (v instanceof Long) n = v.toBigInt();
  else {
    const d = toDouble(v);
    if (!Number.isInteger(d) || d >= TWO_63 || d < -TWO_63) return undefined;
    n = BigInt(d);
  }
  const bits = BigInt.asUintN(64, n);
  const negative = n < 0n;
  return (p) => (p >= 64 ? negative : ((bits >> BigInt(p)) & 1n) === 1n);
}

type Operator = (selector: string, value: unknown, options: Options) => (o: AnyObject) => boolean;

function bitsOperator(all: boolean, wantSet: boolean, op: string): Operator {
  return (selector, mask) => {
    const positions = maskPositions(op, mask);
    return fieldPredicate(selector, (v) => {
      const read = bitReader(v);
      if (!read) return false;
      const test = (p: number): boolean => read(p) === wantSet;
      return all ? positions.every(test) : positions.some(test);
    });
  };
}

const ops: Record<string, Operator> = {
  $bitsAllSet: bitsOperator(true, true, '$bitsAllSet'),
  $bitsAnySet: bitsOperator(false, true, '$bitsAnySet'),
  $bitsAllClear: bitsOperator(true, false, '$bitsAllClear'),
  $bitsAnyClear: bitsOperator(false, false, '$bitsAnyClear'),
};

export const bitsOperators = ops as Record<`$${string}`, QueryOperator>;
