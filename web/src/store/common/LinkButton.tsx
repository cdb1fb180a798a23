import type { AnchorHTMLAttributes } from 'react';
import { useNavigate } from 'react-router';
import { buttonClassName, splitLook } from '../ui/Button';
import type { ButtonLook } from '../ui/Button';
import { useLocalePath } from './use-language';

export type LinkButtonProps = ButtonLook &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'type' | 'className'> & { to: string };

/** A button that is a real link to a page (given by its Macedonian path) in the current language (new tab, copy address) but navigates inside the app on a plain click. */
export function LinkButton(allProps: LinkButtonProps) {
  const [look, { to: page, children, onClick, ...props }] = splitLook(allProps);
  const navigate = useNavigate();
  const to = useLocalePath()(page);
  return (
    <a
      {...props}
      href={to}
      className={buttonClassName(look)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void navigate(to);
      }}
    >
      {look.icon}
      {children}
    </a>
  );
}
