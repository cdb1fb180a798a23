import { textPlaces } from '../src';

/** Every text of a tree by its dotted key (a leaf that is no text is reported as such). */
function textLeaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]: [string, unknown]): [string, string][] => {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') return [[path, value]];
    return typeof value === 'object' && value !== null
      ? textLeaves(value, `${path}.`)
      : [[path, `not a text: ${String(value)}`]];
  });
}

/** Every text of a tree by its dotted key, with the sorted names of its `{{places}}`. */
export function placesByKey(tree: object): Record<string, string[]> {
  return Object.fromEntries(textLeaves(tree).map(([path, text]) => [path, textPlaces(text).sort()]));
}

/** The keys of a tree's texts that are empty or only spaces. */
export function emptyTexts(tree: object): string[] {
  return textLeaves(tree)
    .filter(([, text]) => text.trim() === '')
    .map(([path]) => path);
}

/** The keys of a tree's texts that `test` refuses. */
export function textsFailing(tree: object, test: (text: string) => boolean): string[] {
  return textLeaves(tree)
    .filter(([, text]) => !test(text))
    .map(([path]) => path);
}

export const cyrillic = /[\u0400-\u04FF]/;
