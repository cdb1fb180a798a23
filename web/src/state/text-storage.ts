/** The storage shape `atomWithStorage` takes (jotai does not export its type). */
export interface ValueStorage<Value> {
  getItem: (key: string, initialValue: Value) => Value;
  setItem: (key: string, value: Value) => void;
  removeItem: (key: string) => void;
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return browserStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) browserStorage()?.removeItem(key);
    else browserStorage()?.setItem(key, value);
  } catch {
    // storage full or blocked: the choice lasts for this visit only
  }
}

/**
 * Keeps a value as plain text in local storage (`mk`, not `"mk"`), accepting only known values;
 * `recognise` reads other spellings of a value (`sq` for `al`). A null value removes the key.
 */
export function textStorage<Value extends string | null>(
  allowed: readonly NonNullable<Value>[],
  recognise: (text: string) => string | undefined = (text) => text,
): ValueStorage<Value> {
  const accept = (text: string | null): NonNullable<Value> | undefined => {
    if (text === null) return undefined;
    return allowed.find((value) => value === text) ?? allowed.find((value) => value === recognise(text));
  };
  return {
    getItem: (key, initialValue) => accept(read(key)) ?? initialValue,
    setItem: (key, value) => write(key, value),
    removeItem: (key) => write(key, null),
  };
}
