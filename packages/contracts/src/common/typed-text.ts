import { z } from 'zod';
import { validationKeys } from '../texts/validation';

/**
 * Whether a character is one no one types into a name or a description: a control character other than
 * tab and line breaks, or an invisible format character that lets one name pass for another or turns text
 * around (zero-width space, word joiner, byte order mark, bidirectional embeddings, overrides, isolates).
 */
function isHidden(code: number): boolean {
  if (code === 0x09 || code === 0x0a || code === 0x0d) return false;
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200b ||
    code === 0x2060 ||
    code === 0xfeff ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

export function hasHiddenCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    if (isHidden(text.charCodeAt(index))) return true;
  }
  return false;
}

/** Whether a one-line text (a name, a subject) holds a hidden character, a tab or a line break of any kind. */
export function hasHiddenCharactersInLine(text: string): boolean {
  return /[\t\n\r\u2028\u2029]/.test(text) || hasHiddenCharacters(text);
}

/** A string schema that refuses hidden characters, with one message. */
export function typedTextSchema() {
  return z.string().refine((text) => !hasHiddenCharacters(text), {
    error: validationKeys.textHiddenCharacters,
  });
}
