import { z } from 'zod';

/** Words that mark a value copied from an example file instead of a generated secret. */
const PLACEHOLDER_MARKERS = [
  /change[-_ ]?me/i,
  /replace/i,
  /placeholder/i,
  /example/i,
  /your[-_ ]/i,
  /^x+$/i,
];

/** Defaults of well-known tools, public knowledge and so no secret. */
const KNOWN_DEFAULTS = new Set(['minioadmin', 's3rver', 'admin', 'password', 'secret', 'changeit']);

const MIN_DISTINCT_CHARACTERS = 6;

function isPlaceholder(value: string): boolean {
  return KNOWN_DEFAULTS.has(value.toLowerCase()) || PLACEHOLDER_MARKERS.some((marker) => marker.test(value));
}

/**
 * A secret read from the environment: long enough, not a placeholder from an example file or a tool's
 * default, and not one character repeated. The error message is prefixed with the variable's name.
 */
export function secretSchema(minLength: number) {
  return z
    .string()
    .min(minLength, `must be at least ${minLength} characters`)
    .refine((value) => !isPlaceholder(value), {
      error: 'is a placeholder or a well-known default; generate one (e.g. openssl rand -hex 32)',
    })
    .refine((value) => new Set(value).size >= Math.min(MIN_DISTINCT_CHARACTERS, minLength), {
      error: 'has too few different characters to be a secret',
    });
}
