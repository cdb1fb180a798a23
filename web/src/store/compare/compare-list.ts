import { useCallback, useSyncExternalStore } from 'react';
import { COMPARE_MAX, parseCompareIds } from './compare-ids';

const STORAGE_KEY = 'hiti.compare';
const EMPTY: readonly number[] = [];
const listeners = new Set<() => void>();
let cachedText: string | null = null;
let cachedIds: readonly number[] = EMPTY;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // storage denied (privacy settings): the comparison lives in its address only
    return null;
  }
}

/** The products marked for comparison in this browser (none on the server). */
function readCompareList(): readonly number[] {
  const text = storage()?.getItem(STORAGE_KEY) ?? null;
  if (text !== cachedText) {
    cachedText = text;
    cachedIds = parseCompareIds(text).ids;
  }
  return cachedIds;
}

function writeCompareList(ids: readonly number[]): void {
  const kept = ids.slice(0, COMPARE_MAX);
  try {
    if (kept.length === 0) storage()?.removeItem(STORAGE_KEY);
    else storage()?.setItem(STORAGE_KEY, kept.join(','));
  } catch {
    // a full or denied storage keeps the previous list
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The marked products and a toggle: marking a fourth is refused (`toggle` answers false). The server and the
 * first browser render see none, so the page hydrates as it was rendered and then shows the marks.
 */
export function useCompareList() {
  const ids = useSyncExternalStore(subscribe, readCompareList, () => EMPTY);
  const toggle = useCallback((id: number): boolean => {
    const current = readCompareList();
    if (current.includes(id)) {
      writeCompareList(current.filter((other) => other !== id));
      return true;
    }
    if (current.length >= COMPARE_MAX) return false;
    writeCompareList([...current, id]);
    return true;
  }, []);
  const remove = useCallback((id: number) => {
    writeCompareList(readCompareList().filter((other) => other !== id));
  }, []);
  const clear = useCallback(() => writeCompareList([]), []);
  return { ids, toggle, remove, clear };
}
