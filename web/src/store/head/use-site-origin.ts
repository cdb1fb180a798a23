import { createContext, useContext } from 'react';

/** The element a server-rendered page names the site's public origin in (JSON, not a script that runs). */
export const SITE_ORIGIN_ELEMENT_ID = 'hiti-origin';

/** The site's public origin (`PUBLIC_URL`): given by the server renderer, and in the browser by the page. */
export const SiteOriginContext = createContext<string | null>(null);

/**
 * The public origin the server rendered the page for. A page reached through another host name (a `www` or
 * staging mirror) still names the configured address in its canonical links; only a page the server did
 * not render (the admin area) falls back to the browser's own origin.
 */
function pageSiteOrigin(): string {
  const text = document.getElementById(SITE_ORIGIN_ELEMENT_ID)?.textContent;
  const origin: unknown = text ? JSON.parse(text) : null;
  return typeof origin === 'string' ? origin : window.location.origin;
}

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? pageSiteOrigin();
}
