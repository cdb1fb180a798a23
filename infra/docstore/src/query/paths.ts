/** Dotted-path access on mutable document copies, with MongoDB's errors for impossible paths. */
import type { Doc } from './bson-types.js';
import { isPlainObject } from './bson-types.js';
import { CommandError } from '../errors.js';

export function splitPath(path: string): string[] {
  const parts = path.split('.');
  if (parts.some((p) => p === '')) {
    throw new CommandError(
      'EmptyFieldName',
      `The update path '${path}' contains an empty field name, which is not allowed.`,
    );
  }
  return parts;
}

const INDEX = /^\d+$/;

/**
 * Sets an own field. A plain assignment to `__proto__` would change the object's prototype instead of
 * storing a field, and MongoDB stores `__proto__` like any other field name.
 */
export function setField(obj: Doc, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  else obj[key] = value;
}

/** Deep copy of plain objects and arrays; BSON values, dates and buffers are shared (never mutated). */
export function cloneDoc<T>(v: T): T {
  if (Array.isArray(v)) return v.map((e: unknown) => cloneDoc(e)) as T;
  if (isPlainObject(v)) {
    const out: Doc = {};
    for (const k of Object.keys(v)) setField(out, k, cloneDoc(v[k]));
    return out as T;
  }
  return v;
}

export function getAt(doc: Doc, parts: readonly string[]): unknown {
  let cur: unknown = doc;
  for (const part of parts) {
    if (Array.isArray(cur)) {
      if (!INDEX.test(part)) return undefined;
      cur = cur[Number(part)];
    } else if (isPlainObject(cur)) {
      cur = Object.prototype.hasOwnProperty.call(cur, part) ? cur[part] : undefined;
    } else {
      return undefined;
    }
  }
  return cur;
}

function describe(v: unknown): string {
  if (Array.isArray(v)) return 'an array';
  if (v === null) return 'null';
  return typeof v;
}

/** Returns the container holding the last part, creating intermediate objects. */
function parentFor(doc: Doc, parts: readonly string[], create: boolean): Doc | unknown[] | undefined {
  let cur: Doc | unknown[] = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const part = parts[i] as string;
    let next: unknown;
    if (Array.isArray(cur)) {
      if (!INDEX.test(part)) {
        throw new CommandError(
          'PathNotViable',
          `Cannot create field '${part}' in element {${parts[i - 1] ?? ''}: ${describe(cur)}}`,
        );
      }
      const idx = Number(part);
      next = cur[idx];
      if (next === undefined || next === null) {
        if (!create) return undefined;
        if (next === null) {
          throw new CommandError(
            'PathNotViable',
            `Cannot create field '${parts[i + 1] ?? ''}' in element {${part}: null}`,
          );
        }
        while (cur.length < idx) cur.push(null);
        next = {};
        cur[idx] = next;
      }
    } else {
      next = Object.prototype.hasOwnProperty.call(cur, part) ? cur[part] : undefined;
      if (next === undefined) {
        if (!create) return undefined;
        next = {};
        setField(cur, part, next);
      }
    }
    if (!Array.isArray(next) && !isPlainObject(next)) {
      if (!create) return undefined;
      throw new CommandError(
        'PathNotViable',
        `Cannot create field '${parts[i + 1] ?? ''}' in element {${part}: ${formatShort(next)}}`,
      );
    }
    cur = next;
  }
  return cur;
}

function formatShort(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v);
  if (v === null) return 'null';
  return String(v);
}

export function setAt(doc: Doc, parts: readonly string[], value: unknown): void {
  const parent = parentFor(doc, parts, true) as Doc | unknown[];
  const last = parts[parts.length - 1] as string;
  if (Array.isArray(parent)) {
    if (!INDEX.test(last)) {
      throw new CommandError(
        'PathNotViable',
        `Cannot create field '${last}' in element {${parts[parts.length - 2] ?? ''}: an array}`,
      );
    }
    const idx = Number(last);
    while (parent.length < idx) parent.push(null);
    parent[idx] = value;
  } else {
    setField(parent, last, value);
  }
}

/** Removes the field; an array element becomes null, as `$unset` does. Returns whether something was there. */
export function unsetAt(doc: Doc, parts: readonly string[]): boolean {
  const parent = parentFor(doc, parts, false);
  if (parent === undefined) return false;
  const last = parts[parts.length - 1] as string;
  if (Array.isArray(parent)) {
    if (!INDEX.test(last)) return false;
    const idx = Number(last);
    if (idx >= parent.length) return false;
    parent[idx] = null;
    return true;
  }
  if (!Object.prototype.hasOwnProperty.call(parent, last)) return false;
  Reflect.deleteProperty(parent, last);
  return true;
}
