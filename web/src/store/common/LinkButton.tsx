import { Button } from 'antd';
import type { ButtonProps } from 'antd';
import { useNavigate } from 'react-router';
import { useLocalePath } from './use-language';

/** A button that is a real link to a page (given by its Macedonian path) in the current language (new tab, copy address) but navigates inside the app on a plain click. */
export function LinkButton({ to: page, ...props }: Omit<ButtonProps, 'href'> & { to: string }) {
  const navigate = useNavigate();
  const to = useLocalePath()(page);
  return (
    <Button
      {...props}
      href={to}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void navigate(to);
      }}
    />
  );
}
