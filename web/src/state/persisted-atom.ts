import { atom } from 'jotai';
import type { ValueStorage } from './text-storage';

const UNSET = Symbol('unset');

/**
 * A value kept in storage: each store reads it when first asked (so a fresh store sees what an
 * earlier visit chose) and writes every change through.
 */
export function persistedAtom<Value>(key: string, initialValue: Value, storage: ValueStorage<Value>) {
  const chosen = atom<Value | typeof UNSET>(UNSET);
  return atom(
    (get) => {
      const value = get(chosen);
      return value === UNSET ? storage.getItem(key, initialValue) : value;
    },
    (_get, set, value: Value) => {
      set(chosen, value);
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    },
  );
}
