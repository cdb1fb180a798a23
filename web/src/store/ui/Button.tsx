import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './button.css';

export interface ButtonLook {
  /** `primary` for the one main action, `text`/`link` for quiet ones; `default` otherwise. */
  type?: 'primary' | 'default' | 'text' | 'link';
  size?: 'small' | 'middle' | 'large';
  /** Light outline for use on dark pictures. */
  ghost?: boolean;
  danger?: boolean;
  block?: boolean;
  icon?: ReactNode;
  className?: string;
}

/** The class list of a button with `look` (also for links that look like buttons). */
export function buttonClassName(
  { type = 'default', size = 'middle', ghost, danger, block, className }: ButtonLook,
  iconOnly = false,
): string {
  return [
    'ui-button',
    `ui-button--${type}`,
    size !== 'middle' && `ui-button--${size}`,
    ghost && 'ui-button--ghost',
    danger && 'ui-button--danger',
    block && 'ui-button--block',
    iconOnly && 'ui-button--icon-only',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

/** Separates the look of a button from the rest of its props. */
export function splitLook<Props extends ButtonLook>({
  type,
  size,
  ghost,
  danger,
  block,
  icon,
  className,
  ...rest
}: Props): [ButtonLook, Omit<Props, keyof ButtonLook>] {
  return [{ type, size, ghost, danger, block, icon, className }, rest];
}

export interface ButtonProps
  extends ButtonLook, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> {
  /** The native button type; `button` unless it submits its form. */
  htmlType?: 'button' | 'submit' | 'reset';
  /** Busy: a turning wheel before the label, and no second click. */
  loading?: boolean;
}

export function Button(allProps: ButtonProps) {
  const [look, { htmlType = 'button', loading = false, disabled, children, ...props }] = splitLook(allProps);
  return (
    <button
      {...props}
      type={htmlType}
      className={buttonClassName(look, children === undefined || children === null)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <span className="ui-button__spinner" aria-hidden="true" /> : look.icon}
      {children}
    </button>
  );
}
