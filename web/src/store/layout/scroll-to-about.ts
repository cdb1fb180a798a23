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

/**
 * Scrolls to the about section now and again once the home page's reads in flight have arrived: what they
 * show above the section (the featured products) moves it down after the first scroll.
 */
function scrollWhenSettled(client: QueryClient): void {
  scrollToAbout();
  if (client.isFetching() === 0) return;
  const unsubscribe = client.getQueryCache().subscribe(() => {
    if (client.isFetching() > 0) return;
    unsubscribe();
    window.setTimeout(scrollToAbout, ABOUT_SCROLL_DELAY_MS);
  });
}

/** Scrolls to the about section of the home page, going home first when elsewhere. */
export function useScrollToAbout(): () => void {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { pathname } = useLocation();
  const home = useLocalePath()('/');
  return useCallback(() => {
    if (basePath(pathname) !== '/') void navigate(home);
    window.setTimeout(() => scrollWhenSettled(client), ABOUT_SCROLL_DELAY_MS);
  }, [navigate, client, pathname, home]);
}
