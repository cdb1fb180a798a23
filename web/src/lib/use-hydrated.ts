import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates its markup, true afterwards: values
 * only the browser knows (stored choices) wait for it, so hydration sees what the server sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
