import { Link, NavLink } from 'react-router';
import type { LinkProps, NavLinkProps } from 'react-router';
import { useLocalePath } from './use-language';

/** A link to a page given by its Macedonian path, leading to that page in the current language. */
export function LocaleLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  return <Link to={useLocalePath()(to)} {...props} />;
}

/** A navigation link (marked while its page is shown) to a page in the current language. */
export function LocaleNavLink({ to, ...props }: Omit<NavLinkProps, 'to'> & { to: string }) {
  return <NavLink to={useLocalePath()(to)} {...props} />;
}
