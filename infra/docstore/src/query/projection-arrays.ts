/** The array projection operators `$slice` and `$elemMatch` of find projections. */
import type { Doc } from './bson-types.js';
import { isPlainObject } from './bson-types.js';
import { compileFilter } from './matcher.js';
import { isNumeric, toDouble } from './numbers.js';
import { setField } from './paths.js';
import { CommandError } from '../errors.js';

export type ArrayProjection = (projected: Doc, original: Doc) => Doc;

function integer(v: unknown, what: string): number {
  if (!isNumeric(v) || !Number.isInteger(toDouble(v)))
    throw new CommandError('BadValue', `${what} must be an integer`);
  return toDouble(v);
}

/** `{$slice: n}` keeps the first n (or last -n) elements; `{$slice: [skip, limit]}` a window. */
function sliceFunction(arg: unknown): (arr: unknown[]) => unknown[] {
  if (Array.isArray(arg)) {
    if (arg.length !== 2) throw new CommandError('BadValue', '$slice array argument must be [skip, limit]');
    const skip = integer(arg[0], '$slice skip');
    const limit = integer(arg[1], '$slice limit');
    if (limit <= 0) throw new CommandError('BadValue', '$slice limit must be positive');
    return (arr) => {
      const start = skip < 0 ? Math.max(0, arr.length + skip) : skip;
      return arr.slice(start, start + limit);
    };
  }
  const n = integer(arg, '$slice');
  return (arr) => (n >= 0 ? arr.slice(0, n) : arr.slice(Math.max(0, arr.length + n)));
}

/** Applies `slice` to the arrays at `parts`, copying (never mutating) the objects on the way. */
function sliceAt(v: unknown, parts: readonly string[], slice: (arr: unknown[]) => unknown[]): unknown {
  if (parts.length === 0) return Array.isArray(v) ? slice(v) : v;
  if (Array.isArray(v)) return v.map((e) => (isPlainObject(e) ? sliceAt(e, parts, slice) : e));
  if (!isPlainObject(v)) return v;
  const [head, ...rest] = parts as [string, ...string[]];
  if (!Object.prototype.hasOwnProperty.call(v, head)) return v;
  const copy: Doc = { ...v };
  setField(copy, head, sliceAt(v[head], rest, slice));
  return copy;
}

export function sliceProjection(path: string, arg: unknown): ArrayProjection {
  const slice = sliceFunction(arg);
  const parts = path.split('.');
  return (projected) => sliceAt(projected, parts, slice) as Doc;
}

/** Keeps the first element of the top-level array `field` that matches `cond`, or drops the field. */
export function elemMatchProjection(field: string, cond: unknown): ArrayProjection {
  if (field.includes('.'))
    throw new CommandError('BadValue', 'Cannot use $elemMatch projection on a nested field.');
  if (!isPlainObject(cond)) throw new CommandError('BadValue', '$elemMatch needs an Object');
  const match = compileFilter({ [field]: { $elemMatch: cond } });
  return (projected, original) => {
    const arr = original[field];
    const found = Array.isArray(arr) ? arr.find((e) => match({ [field]: [e] })) : undefined;
    const out: Doc = { ...projected };
    Reflect.deleteProperty(out, field);
    if (found !== undefined) setField(out, field, [found]);
    return out;
  };
}
