import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'react-router';
import { FREE_DELIVERY_THRESHOLD_EUR } from '@hiti/contracts';
import { LocaleLink, LocaleNavLink } from '../common/LocaleLink';
import { useLocalePath } from '../common/use-language';
import { Button } from '../ui/Button';
import { Drawer } from '../ui/Dialog';
import { MenuIcon, TruckIcon } from '../ui/icons';
import { AdminLoginDialog } from './AdminLoginDialog';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';
import { useScrollToAbout } from './scroll-to-about';

function NavLinks({ vertical, onAbout }: { vertical: boolean; onAbout: () => void }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <nav className={`site-nav${vertical ? ' site-nav--vertical' : ''}`} aria-label={t('header.menu')}>
      <LocaleNavLink to="/" end className="site-nav__link">
        {t('nav.home')}
      </LocaleNavLink>
      <LocaleNavLink to="/products" className="site-nav__link">
        {t('nav.products')}
      </LocaleNavLink>
      <LocaleNavLink to="/stores" className="site-nav__link">
        {t('nav.stores')}
      </LocaleNavLink>
      <a
        href={`${localePath('/')}#about`}
        className="site-nav__link"
        onClick={(event) => {
          event.preventDefault();
          onAbout();
        }}
      >
        {t('nav.about')}
      </a>
      <LocaleNavLink to="/contact" className="site-nav__link">
        {t('nav.contact')}
      </LocaleNavLink>
    </nav>
  );
}

/** The free-delivery banner and the site's bar; on phones the links move into a menu drawer. */
export function Header() {
  const { t } = useTranslation();
  const location = useLocation();
  // the menu belongs to the page it was opened on, so it closes on any navigation
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? location.key : null);
  const [adminOpen, setAdminOpen] = useState(false);
  const scrollToAbout = useScrollToAbout();
  const openAdmin = () => {
    setMenuOpen(false);
    setAdminOpen(true);
  };

  return (
    <header className="site-header">
      <p className="site-banner">
        <TruckIcon />
        <span>{t('header.freeDelivery', { amount: String(FREE_DELIVERY_THRESHOLD_EUR) })}</span>
      </p>
      <div className="site-header__bar ui-container">
        <LocaleLink to="/" className="site-header__home" aria-label="Hiti Kamina">
          <Logo />
        </LocaleLink>
        <div className="site-header__desktop">
          <NavLinks vertical={false} onAbout={scrollToAbout} />
        </div>
        <div className="site-header__actions">
          <LanguageSwitcher />
          <div className="site-header__desktop site-header__actions">
            <ThemeToggle />
            <Button onClick={openAdmin} data-testid="admin-button">
              {t('nav.admin')}
            </Button>
          </div>
          <div className="site-header__mobile">
            <Button
              type="text"
              aria-label={t('header.menu')}
              aria-expanded={menuOpen}
              icon={<MenuIcon />}
              onClick={() => setMenuOpen(!menuOpen)}
            />
          </div>
        </div>
      </div>
      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} title={t('header.menu')}>
        <NavLinks
          vertical
          onAbout={() => {
            setMenuOpen(false);
            scrollToAbout();
          }}
        />
        <div className="site-drawer__actions">
          <ThemeToggle />
          <Button onClick={openAdmin}>{t('nav.admin')}</Button>
        </div>
      </Drawer>
      <AdminLoginDialog open={adminOpen} onClose={() => setAdminOpen(false)} />
    </header>
  );
}
