import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Footer } from './Footer';
import { Header } from './Header';
import { NewsletterOutcome } from './NewsletterOutcome';
import './site.css';

export const MAIN_CONTENT_ID = 'main';

/** Header and footer around every page except the admin area. */
export function SiteLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const admin = pathname.startsWith('/admin');
  useEffect(() => {
    if (!admin) window.scrollTo({ top: 0 });
  }, [admin, pathname]);
  if (admin) return <Outlet />;
  return (
    <div className="site">
      <a className="site-skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('ui.skipToContent')}
      </a>
      <Header />
      <NewsletterOutcome />
      <main className="site__main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
