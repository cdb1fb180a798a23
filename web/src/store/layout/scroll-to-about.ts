import { ABOUT_SCROLL_DELAY_MS } from '@hiti/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { basePath } from '../i18n/language-path';
import { useLocalePath } from '../common/use-language';

export const HOME_ABOUT_SECTION_ID = 'about';

/** Brings the about section to the top and moves the focus there (where keyboard and screen readers go on). */
function scrollToAbout(): void {
  const section = document.getElementById(HOME_ABOUT_SECTION_ID);
  if (!section) return;
  // a target of the focus, not a Tab stop
  if (!section.hasAttribute('tabindex')) section.tabIndex = -1;
  section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}

/** How long a home page still on its way (a slow phone, a page chunk loading) is waited for. */
const HOME_SHOWN_WAIT_MS = 10_000;

function whenAboutShown(signal: AbortSignal, then: () => void): void {
  const observer = new MutationObserver(() => {
    if (!document.getElementById(HOME_ABOUT_SECTION_ID)) return;
    stop();
    // the page just shown starts its reads after this; they are waited for too
    later(signal, then);
  });
  const timer = window.setTimeout(() => stop(), HOME_SHOWN_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  };
  signal.addEventListener('abort', stop);
  observer.observe(document.body, { childList: true, subtree: true });
}

/** Runs `then` after the SPEC's delay unless the scroll is called off first. */
function later(signal: AbortSignal, then: () => void): void {
  const timer = window.setTimeout(then, ABOUT_SCROLL_DELAY_MS);
  signal.addEventListener('abort', () => window.clearTimeout(timer), { once: true });
}

/**
 * Scrolls to the about section now and again once the home page's reads in flight have arrived: what they
 * show above the section (the featured products) moves it down after the first scroll.
 */
function scrollWhenSettled(client: QueryClient, signal: AbortSignal): void {
  if (!document.getElementById(HOME_ABOUT_SECTION_ID)) {
    whenAboutShown(signal, () => scrollWhenSettled(client, signal));
    return;
  }
  scrollToAbout();
  if (client.isFetching() === 0) return;
  const unsubscribe = client.getQueryCache().subscribe(() => {
    if (client.isFetching() > 0) return;
    unsubscribe();
    later(signal, scrollToAbout);
  });
  signal.addEventListener('abort', unsubscribe, { once: true });
}

/** The navigation state of a move home that ends on the about section. */
const TO_ABOUT = { scrollTo: HOME_ABOUT_SECTION_ID };

/** Whether the page was reached to show its about section (the header's About from another page). */
export function arrivedForAbout(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { scrollTo?: unknown }).scrollTo === HOME_ABOUT_SECTION_ID
  );
}

/**
 * Scrolls to the about section after the SPEC's delay, once what is loading above it has arrived; the function
 * it returns calls the scroll off (the visitor left the page first).
 */
export function scrollToAboutLater(client: QueryClient): () => void {
  const controller = new AbortController();
  later(controller.signal, () => scrollWhenSettled(client, controller.signal));
  return () => controller.abort();
}

/**
 * Scrolls to the about section of the home page. From another page it goes home first and the home page,
 * once it is shown (however long a slow phone takes to render it), does the scrolling (see SiteLayout).
 */
export function useScrollToAbout(): () => void {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { pathname } = useLocation();
  const home = useLocalePath()('/');
  return useCallback(() => {
    if (basePath(pathname) !== '/') void navigate(home, { state: TO_ABOUT });
    else scrollToAboutLater(client);
  }, [navigate, client, pathname, home]);
}
