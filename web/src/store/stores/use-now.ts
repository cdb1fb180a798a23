import { useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RENDER_CLOCK_KEY } from '../../api/query-keys';

const MINUTE_MS = 60_000;
/** How often the minute is looked at again. */
const TICK_MS = 15_000;

const currentMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, TICK_MS);
  return () => clearInterval(timer);
}

/**
 * The minute a page's clock-dependent parts are shown for: the one the server rendered the page at while it
 * hydrates (so both render the same), then the browser's, moving on as the minutes pass.
 */
export function useNow(): number {
  const rendered = useQueryClient().getQueryData<number>(RENDER_CLOCK_KEY);
  return useSyncExternalStore(subscribe, currentMinute, () => rendered ?? currentMinute());
}
