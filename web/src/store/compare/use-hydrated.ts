import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False on the server and while the browser hydrates its HTML, true once the page's scripts run it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
