/** Converts MongoDB (PCRE-style) regular expressions with their option letters into JS RegExps. */
import { BSONRegExp } from 'bson';
import { CommandError } from '../errors.js';

/** Removes unescaped whitespace and `#` comments outside character classes (the `x` option). */
function stripExtended(pattern: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] as string;
    if (c === '\\') {
      out += c + (pattern[i + 1] ?? '');
      i += 1;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      out += c;
      continue;
    }
    if (c === '[') {
      inClass = true;
      out += c;
      continue;
    }
    if (/\s/.test(c)) continue;
    if (c === '#') {
      while (i < pattern.length && pattern[i] !== '\n') i += 1;
      continue;
    }
    out += c;
  }
  return out;
}

function toJsRegExp(pattern: string, options: string): RegExp {
  let flags = '';
  let source = pattern;
  for (const o of options) {
    if (o === 'i' || o === 'm' || o === 's' || o === 'u') {
      if (!flags.includes(o)) flags += o;
    } else if (o === 'x') {
      source = stripExtended(source);
    } else if (o === 'g' || o === 'l') {
      // 'g' is how the JS BSON library writes dotAll; 'l' (locale) has no JS equivalent.
      if (o === 'g' && !flags.includes('s')) flags += 's';
    } else {
      throw new CommandError('BadValue', `invalid flag in regex options: ${o}`);
    }
  }
  try {
    return new RegExp(source, flags);
  } catch (err) {
    throw new CommandError('BadValue', `Regular expression is invalid: ${(err as Error).message}`);
  }
}

export function regexFromValue(v: unknown, options?: unknown): RegExp {
  const extra = typeof options === 'string' ? options : '';
  if (v instanceof BSONRegExp) return toJsRegExp(v.pattern, v.options + extra);
  if (v instanceof RegExp) return extra ? toJsRegExp(v.source, v.flags + extra) : v;
  if (typeof v === 'string') return toJsRegExp(v, extra);
  throw new CommandError('BadValue', '$regex has to be a string');
}
