import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CompareBar } from '../compare/CompareBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { NewsletterOutcome } from './NewsletterOutcome';
import { arrivedToRestoreScroll } from '../products/list-return';
import { restoreScroll, useScrollMemory } from './scroll-memory';
import { arrivedForAbout, scrollToAboutLater } from './scroll-to-about';
import './site.css';
import './touch-targets.css';

const MAIN_CONTENT_ID = 'main';

/** Header and footer around every page except the admin area. */
export function SiteLayout() {
  const { t } = useTranslation();
  const { pathname, search, state } = useLocation();
  const client = useQueryClient();
  const navigation = useNavigationType();
  const main = useRef<HTMLElement>(null);
  const admin = pathname.startsWith('/admin');
  useScrollMemory(`${pathname}${search}`, !admin);
  useEffect(() => {
    if (admin) return;
    // Back, or the product page's way back to its list: where the visitor left the page, if they scrolled it
    const returning = navigation === 'POP' || arrivedToRestoreScroll(state);
    const cancelAboutScroll = arrivedForAbout(state) ? scrollToAboutLater(client) : undefined;
    if (!cancelAboutScroll && !(returning && restoreScroll(`${pathname}${search}`)))
      window.scrollTo({ top: 0 });
    // a followed link: the new page's content takes the focus (a screen reader reads on from there, Tab goes
    // on from there); not on arrival, a redirect, or Back (where the browser brings the visitor back)
    if (navigation === 'PUSH') main.current?.focus({ preventScroll: true });
    return cancelAboutScroll;
    // only when the page changes, not when a page rewrites its own address (the products page's filters)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [admin, pathname]);
  if (admin) return <Outlet />;
  return (
    <div className="site">
      <a className="site-skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('ui.skipToContent')}
      </a>
      <Header />
      <NewsletterOutcome />
      <main className="site__main" id={MAIN_CONTENT_ID} tabIndex={-1} ref={main}>
        <Outlet />
      </main>
      <Footer />
      <CompareBar />
    </div>
  );
}
