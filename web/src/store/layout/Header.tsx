import { MenuOutlined, TruckOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, Grid, Layout, theme } from 'antd';
import { useState } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LocaleLink, LocaleNavLink } from '../common/LocaleLink';
import { FREE_DELIVERY_THRESHOLD_EUR } from '@hiti/contracts';
import { AdminLoginDialog } from './AdminLoginDialog';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';
import { useScrollToAbout } from './scroll-to-about';
import { useLocalePath } from '../common/use-language';

function NavLinks({ vertical, onAbout }: { vertical: boolean; onAbout: () => void }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { token } = theme.useToken();
  const style = ({ isActive }: { isActive: boolean }): CSSProperties => ({
    color: isActive ? token.colorPrimary : token.colorText,
    fontWeight: 500,
    padding: vertical ? '10px 0' : '6px 4px',
    display: 'block',
  });
  return (
    <Flex component="nav" vertical={vertical} gap={vertical ? 4 : 24} align={vertical ? 'stretch' : 'center'}>
      <LocaleNavLink to="/" end style={style}>
        {t('nav.home')}
      </LocaleNavLink>
      <LocaleNavLink to="/products" style={style}>
        {t('nav.products')}
      </LocaleNavLink>
      <a
        href={`${localePath('/')}#about`}
        style={style({ isActive: false })}
        onClick={(event) => {
          event.preventDefault();
          onAbout();
        }}
      >
        {t('nav.about')}
      </a>
      <LocaleNavLink to="/contact" style={style}>
        {t('nav.contact')}
      </LocaleNavLink>
    </Flex>
  );
}

export function Header() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const desktop = screens.md ?? true;
  const location = useLocation();
  // the menu belongs to the page it was opened on, so it closes on any navigation
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? location.key : null);
  const [adminOpen, setAdminOpen] = useState(false);
  const scrollToAbout = useScrollToAbout();

  const admin = (
    <Button onClick={() => setAdminOpen(true)} data-testid="admin-button">
      {t('nav.admin')}
    </Button>
  );

  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        height: 'auto',
        padding: 0,
        lineHeight: 'normal',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex
        justify="center"
        align="center"
        gap={8}
        style={{ background: '#7c2d12', color: '#fff7ed', fontSize: 13, padding: '6px 12px' }}
      >
        <TruckOutlined />
        <span>{t('header.freeDelivery', { amount: String(FREE_DELIVERY_THRESHOLD_EUR) })}</span>
      </Flex>
      <Flex
        justify="space-between"
        align="center"
        gap={16}
        style={{ maxWidth: 1280, margin: '0 auto', padding: '10px 16px' }}
      >
        <LocaleLink to="/" aria-label="Hiti Kamina">
          <Logo height={desktop ? 52 : 40} />
        </LocaleLink>
        {desktop ? (
          <>
            <NavLinks vertical={false} onAbout={scrollToAbout} />
            <Flex gap={8} align="center">
              <LanguageSwitcher />
              <ThemeToggle />
              {admin}
            </Flex>
          </>
        ) : (
          <Flex gap={8} align="center">
            <LanguageSwitcher />
            <Button
              type="text"
              aria-label={t('header.menu')}
              aria-expanded={menuOpen}
              icon={<MenuOutlined />}
              onClick={() => setMenuOpen(!menuOpen)}
            />
          </Flex>
        )}
      </Flex>
      <Drawer open={menuOpen && !desktop} onClose={() => setMenuOpen(false)} placement="right" size={280}>
        <NavLinks vertical onAbout={scrollToAbout} />
        <Flex gap={8} align="center" style={{ marginTop: 16 }}>
          <ThemeToggle />
          {admin}
        </Flex>
      </Drawer>
      <AdminLoginDialog open={adminOpen} onClose={() => setAdminOpen(false)} />
    </Layout.Header>
  );
}
