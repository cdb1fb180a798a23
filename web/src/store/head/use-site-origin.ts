import { createContext, useContext } from 'react';

/** The site's public origin on the server (from its configuration); the browser knows its own. */
export const SiteOriginContext = createContext<string | null>(null);

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? window.location.origin;
}
