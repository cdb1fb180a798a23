/**
 * Numbers across BSON types (int32, double, long, decimal128): exact comparison, canonical keys and
 * the arithmetic of `$inc` / `$mul` with MongoDB's result-type rules.
 */
import { Decimal128, Double, Long } from 'bson';
import { bsonTag, isInt32Value } from './bson-types.js';

export type NumericValue = number | Long | Double | Decimal128;

export function isNumeric(v: unknown): v is NumericValue {
  if (typeof v === 'number') return true;
  const tag = bsonTag(v);
  return tag === 'Long' || tag === 'Double' || tag === 'Decimal128';
}

/** An exact rational, or one of the non-finite values. */
type Exact =
  | { kind: 'nan' }
  | { kind: 'inf'; sign: 1 | -1 }
  | { kind: 'finite'; num: bigint; den: bigint; negZero?: boolean };

const TWO = 2n;

function exactFromDouble(d: number): Exact {
  if (Number.isNaN(d)) return { kind: 'nan' };
  if (!Number.isFinite(d)) return { kind: 'inf', sign: d > 0 ? 1 : -1 };
  if (Number.isInteger(d)) return { kind: 'finite', num: BigInt(d), den: 1n };
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, d);
  const hi = view.getUint32(0);
  const lo = view.getUint32(4);
  const sign = hi >>> 31 ? -1n : 1n;
  const exp = (hi >>> 20) & 0x7ff;
  let mantissa = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  let e: number;
  if (exp === 0) {
    e = -1074;
  } else {
    mantissa |= 1n << 52n;
    e = exp - 1075;
  }
  // e < 0 here because d is not an integer.
  return { kind: 'finite', num: sign * mantissa, den: TWO ** BigInt(-e) };
}

function exactFromDecimalString(s: string): Exact {
  if (/nan/i.test(s)) return { kind: 'nan' };
  if (/inf/i.test(s)) return { kind: 'inf', sign: s.startsWith('-') ? -1 : 1 };
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(s);
  if (!m) return { kind: 'nan' };
  const neg = m[1] === '-';
  const intPart = m[2] ?? '';
  const frac = m[3] ?? '';
  const exp = Number(m[4] ?? '0') - frac.length;
  let num = BigInt((intPart + frac).replace(/^0+(?=\d)/, '') || '0');
  let den = 1n;
  if (exp >= 0) num *= 10n ** BigInt(exp);
  else den = 10n ** BigInt(-exp);
  if (neg) num = -num;
  return { kind: 'finite', num, den };
}

function toExact(v: NumericValue): Exact {
  if (typeof v === 'number') return exactFromDouble(v);
  switch (v._bsontype) {
    case 'Long':
      return { kind: 'finite', num: v.toBigInt(), den: 1n };
    case 'Double':
      return exactFromDouble(v.value);
    case 'Decimal128':
      return exactFromDecimalString(v.toString());
  }
}

function cmpExact(a: Exact, b: Exact): number {
  // MongoDB orders NaN below every other number and treats NaN as equal to NaN.
  if (a.kind === 'nan') return b.kind === 'nan' ? 0 : -1;
  if (b.kind === 'nan') return 1;
  if (a.kind === 'inf') return b.kind === 'inf' ? Math.sign(a.sign - b.sign) : a.sign;
  if (b.kind === 'inf') return -b.sign;
  const l = a.num * b.den;
  const r = b.num * a.den;
  return l < r ? -1 : l > r ? 1 : 0;
}

/** Plain JS number of a numeric value (may round Long and Decimal128). */
export function toDouble(v: NumericValue): number {
  if (typeof v === 'number') return v;
  switch (v._bsontype) {
    case 'Long':
      return v.toNumber();
    case 'Double':
      return v.value;
    case 'Decimal128':
      return Number(v.toString());
  }
}

function simpleNumber(v: NumericValue): number | undefined {
  if (typeof v === 'number') return v;
  if (v._bsontype === 'Double') return v.value;
  if (v._bsontype === 'Long') {
    const n = v.toNumber();
    return Number.isSafeInteger(n) ? n : undefined;
  }
  return undefined;
}

/** Compares two numbers of any BSON numeric type exactly. */
export function compareNumbers(a: NumericValue, b: NumericValue): number {
  const x = simpleNumber(a);
  const y = simpleNumber(b);
  if (x !== undefined && y !== undefined) {
    if (x < y) return -1;
    if (x > y) return 1;
    if (x === y) return 0;
    const xn = Number.isNaN(x);
    const yn = Number.isNaN(y);
    return xn && yn ? 0 : xn ? -1 : 1;
  }
  return cmpExact(toExact(a), toExact(b));
}

/**
 * A canonical string for index keys: numbers that MongoDB considers equal (1, 1.0, NumberLong(1),
 * NumberDecimal("1.00")) share one key.
 */
export function numericKey(v: NumericValue): string {
  if (typeof v === 'number' || v._bsontype === 'Double') {
    const d = typeof v === 'number' ? v : v.value;
    if (Number.isNaN(d)) return 'NaN';
    if (!Number.isFinite(d)) return d > 0 ? '+Inf' : '-Inf';
    if (Number.isInteger(d)) return Math.abs(d) < 2 ** 64 ? BigInt(d).toString() : String(d);
    return String(d);
  }
  if (v._bsontype === 'Long') return v.toBigInt().toString();
  const e = toExact(v);
  if (e.kind === 'nan') return 'NaN';
  if (e.kind === 'inf') return e.sign > 0 ? '+Inf' : '-Inf';
  if (e.num % e.den === 0n) {
    const q = e.num / e.den;
    const asDouble = Number(q);
    return Number.isInteger(asDouble) && Math.abs(asDouble) >= 2 ** 64 && BigInt(asDouble) === q
      ? String(asDouble)
      : q.toString();
  }
  // A non-integral decimal equals a double only if the double represents it exactly.
  const asDouble = Number(v.toString());
  if (cmpExact(exactFromDouble(asDouble), e) === 0) return String(asDouble);
  return `dec:${reduceString(e)}`;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y) [x, y] = [y, x % y];
  return x;
}

function reduceString(e: { num: bigint; den: bigint }): string {
  const g = gcd(e.num, e.den);
  return `${e.num / g}/${e.den / g}`;
}

/** Wraps a double result so it keeps the double type when it would otherwise serialize as int32. */
function asDoubleValue(n: number): number | Double {
  return isInt32Value(n) || Object.is(n, -0) ? new Double(n) : n;
}

function isIntegerTyped(v: NumericValue): boolean {
  return typeof v === 'number' ? isInt32Value(v) : v._bsontype === 'Long';
}

function decimalFromExact(e: Exact): Decimal128 {
  if (e.kind === 'nan') return Decimal128.fromString('NaN');
  if (e.kind === 'inf') return Decimal128.fromString(e.sign > 0 ? 'Infinity' : '-Infinity');
  // den is a product of powers of two and ten; expand to a decimal string with enough digits.
  let scale = 0;
  let num = e.num;
  let den = e.den;
  while (den % 10n === 0n) {
    den /= 10n;
    scale += 1;
  }
  while (den !== 1n && scale < 60) {
    if (den % 2n === 0n) {
      num *= 5n;
      den /= 2n;
    } else if (den % 5n === 0n) {
      num *= 2n;
      den /= 5n;
    } else {
      break;
    }
    scale += 1;
  }
  if (den !== 1n) {
    const digits = 40;
    num = (num * 10n ** BigInt(digits)) / den;
    scale += digits;
  }
  const neg = num < 0n;
  const abs = (neg ? -num : num).toString();
  const text = scale === 0 ? abs : `${abs}E-${scale}`;
  return Decimal128.fromStringWithRounding((neg ? '-' : '') + text);
}

function exactOf(v: NumericValue): Exact {
  if (typeof v === 'number' && !Number.isInteger(v)) {
    // Doubles convert to decimal through their shortest representation, as MongoDB does.
    return exactFromDecimalString(String(v));
  }
  if (typeof v !== 'number' && v._bsontype === 'Double' && !Number.isInteger(v.value)) {
    return exactFromDecimalString(String(v.value));
  }
  return toExact(v);
}

function exactArith(a: Exact, b: Exact, op: 'add' | 'mul'): Exact {
  if (a.kind === 'nan' || b.kind === 'nan') return { kind: 'nan' };
  if (a.kind === 'inf' || b.kind === 'inf') {
    const r = op === 'add' ? toNumberExact(a) + toNumberExact(b) : toNumberExact(a) * toNumberExact(b);
    return exactFromDouble(r);
  }
  if (op === 'add') {
    // Common denominator (for decimals: the smaller exponent, as IEEE decimal addition keeps).
    const den = (a.den / gcd(a.den, b.den)) * b.den;
    return { kind: 'finite', num: a.num * (den / a.den) + b.num * (den / b.den), den };
  }
  return { kind: 'finite', num: a.num * b.num, den: a.den * b.den };
}

function toNumberExact(e: Exact): number {
  if (e.kind === 'nan') return NaN;
  if (e.kind === 'inf') return e.sign * Infinity;
  return Number(e.num) / Number(e.den);
}

const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;

/**
 * `$inc` / `$mul` arithmetic: int op int = int (long on overflow), long involved = long (double on
 * overflow), double involved = double, decimal involved = decimal.
 */
export function arith(a: NumericValue, b: NumericValue, op: 'add' | 'mul'): NumericValue {
  const aTag = typeof a === 'number' ? 'number' : a._bsontype;
  const bTag = typeof b === 'number' ? 'number' : b._bsontype;
  if (aTag === 'Decimal128' || bTag === 'Decimal128') {
    return decimalFromExact(exactArith(exactOf(a), exactOf(b), op));
  }
  if (isIntegerTyped(a) && isIntegerTyped(b)) {
    const x = typeof a === 'number' ? BigInt(a) : (a as Long).toBigInt();
    const y = typeof b === 'number' ? BigInt(b) : (b as Long).toBigInt();
    const r = op === 'add' ? x + y : x * y;
    const anyLong = aTag === 'Long' || bTag === 'Long';
    if (!anyLong && r >= -2147483648n && r <= 2147483647n) return Number(r);
    if (r >= LONG_MIN && r <= LONG_MAX) return Long.fromBigInt(r);
    return Number(r);
  }
  const x = toDouble(a);
  const y = toDouble(b);
  return asDoubleValue(op === 'add' ? x + y : x * y);
}
