import { ABOUT_SCROLL_DELAY_MS } from '@hiti/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { basePath } from '../i18n/language-path';
import { useLocalePath } from '../common/use-language';

export const HOME_ABOUT_SECTION_ID = 'about';

function scrollToAbout(): void {
  document.getElementById(HOME_ABOUT_SECTION_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** Scrolls to the about section of the home page, going home first when elsewhere. */
export function useScrollToAbout(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const home = useLocalePath()('/');
  return useCallback(() => {
    if (basePath(pathname) !== '/') void navigate(home);
    window.setTimeout(scrollToAbout, ABOUT_SCROLL_DELAY_MS);
  }, [navigate, pathname, home]);
}
