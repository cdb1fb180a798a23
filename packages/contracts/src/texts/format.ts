/** A place for a value in a text: `{{name}}` (i18next's syntax, spaces inside allowed). */
const PLACE = /\{\{\s*(\w+)\s*\}\}/g;

/** Text values by name; a value may be written by `write` when it is not a plain string or number. */
export type TextValues = Readonly<Record<string, string | number>>;

/** The names of the places of a text, in order (for checking that translations keep them). */
export function textPlaces(text: string): string[] {
  return [...text.matchAll(PLACE)].map((match) => match[1] ?? '');
}

/**
 * A text with its `{{name}}` places filled; a place without a value stays as written. `write` turns a
 * value that is not a string or number into text (or says it has none).
 */
export function formatText<Value = string | number>(
  text: string,
  values: Readonly<Record<string, Value | undefined>> = {},
  write: (value: Value) => string | undefined = (value) => String(value),
): string {
  return text.replace(PLACE, (place, name: string) => {
    const value = values[name];
    return value === undefined ? place : (write(value) ?? place);
  });
}
