import { Layout } from 'antd';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AntdPagesTheme } from './AntdPagesTheme';
import { Footer } from './Footer';
import { Header } from './Header';
import { NewsletterOutcome } from './NewsletterOutcome';

/** Header and footer around every page except the admin area. */
export function SiteLayout() {
  const { pathname } = useLocation();
  const admin = pathname.startsWith('/admin');
  useEffect(() => {
    if (!admin) window.scrollTo({ top: 0 });
  }, [admin, pathname]);
  return (
    <AntdPagesTheme>
      <Layout style={{ minHeight: '100vh' }}>
        {!admin && <Header />}
        {!admin && <NewsletterOutcome />}
        <Layout.Content>
          <Outlet />
        </Layout.Content>
        {!admin && <Footer />}
      </Layout>
    </AntdPagesTheme>
  );
}
