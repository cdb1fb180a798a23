import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Category } from '@hiti/contracts';
import { useCategories } from '../../api/categories';
import { categoryListingPath, findChosenCategory } from '../../lib/product-filters';
import { socialHref } from '../../lib/social-link';
import { categorySlug } from '../common/category-visuals';
import { LocaleLink } from '../common/LocaleLink';
import { useContentMap } from '../common/use-content';
import { FacebookIcon, InstagramIcon, TwitterIcon, YoutubeIcon } from '../ui/icons';
import type { IconProps } from '../ui/icons';
import { Logo } from './Logo';
import { NewsletterForm } from './NewsletterForm';

const FACEBOOK_URL = 'https://www.facebook.com/hitikamina';
const INSTAGRAM_URL = 'https://www.instagram.com/hitikamina';

interface SocialLink {
  name: string;
  href: string | null;
  Icon: ComponentType<IconProps>;
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="site-footer__heading">{title}</h2>
      {children}
    </div>
  );
}

/**
 * The listing of the category the specification names `name` (older data's Albanian name), by its id as
 * every listing link gives it, found among the categories by name or known group in either language. While
 * the categories are not read, the link names it (the products page reads names too); a category the
 * catalogue does not have leads to all products.
 */
function footerCategoryPath(categories: readonly Category[] | undefined, name: string): string {
  if (!categories) return `/products?category=${encodeURIComponent(name)}`;
  const category = findChosenCategory(categories, name, categorySlug);
  return category ? categoryListingPath(category) : '/products';
}

/** Facebook and Instagram always; Twitter and YouTube when staff have stored an address for them. */
function useSocialLinks(): SocialLink[] {
  const { items } = useContentMap('social');
  const stored = (key: string) => socialHref(items.get(key)?.content);
  return [
    { name: 'Facebook', href: FACEBOOK_URL, Icon: FacebookIcon },
    { name: 'Instagram', href: INSTAGRAM_URL, Icon: InstagramIcon },
    { name: 'Twitter', href: stored('social_twitter'), Icon: TwitterIcon },
    { name: 'YouTube', href: stored('social_youtube'), Icon: YoutubeIcon },
  ];
}

export function Footer() {
  const { t } = useTranslation();
  const social = useSocialLinks();
  const categories = useCategories().data;
  const categoryPath = (name: string) => footerCategoryPath(categories, name);
  const link = (to: string, text: string, offer = false) => (
    <LocaleLink to={to} className={`site-footer__link${offer ? ' site-footer__link--offer' : ''}`}>
      {text}
    </LocaleLink>
  );
  return (
    <footer className="site-footer">
      <div className="ui-container">
        <div className="site-footer__columns">
          <div>
            <div className="site-footer__logo">
              <Logo />
            </div>
            <p>{t('footer.tagline')}</p>
            <div className="site-footer__social" aria-label={t('footer.followUs')} role="group">
              {social.map(({ name, href, Icon }) =>
                href ? (
                  <a key={name} href={href} target="_blank" rel="noopener noreferrer" aria-label={name}>
                    <Icon />
                  </a>
                ) : null,
              )}
            </div>
          </div>
          <Column title={t('footer.quickLinks')}>
            {link('/', t('nav.home'))}
            {link('/products', t('nav.products'))}
            {link('/stores', t('nav.stores'))}
            {link('/about', t('nav.about'))}
            {link('/contact', t('nav.contact'))}
            {link('/terms', t('legal.termsTitle'))}
            {link('/privacy', t('legal.privacyTitle'))}
          </Column>
          <Column title={t('categories.title')}>
            {link(categoryPath('Kamina Montues'), t('categories.names.built-in'))}
            {link(categoryPath('Kamina Elektrik'), t('categories.names.electric'))}
            {link(categoryPath('Aksesor'), t('categories.names.accessories'))}
            {link('/products?onPromo=true', t('footer.specialOffers'), true)}
          </Column>
          <Column title={t('footer.newsletterTitle')}>
            <p>{t('footer.newsletterText')}</p>
            <NewsletterForm />
          </Column>
        </div>
        <p className="site-footer__bottom">
          © {new Date().getFullYear()} Hiti Kamina. {t('footer.rights')}
        </p>
      </div>
    </footer>
  );
}
