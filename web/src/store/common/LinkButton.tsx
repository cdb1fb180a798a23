import { Button } from 'antd';
import type { ButtonProps } from 'antd';
import { useNavigate } from 'react-router';

/** A button that is a real link (new tab, copy address) but navigates inside the app on a plain click. */
export function LinkButton({ to, ...props }: Omit<ButtonProps, 'href'> & { to: string }) {
  const navigate = useNavigate();
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
