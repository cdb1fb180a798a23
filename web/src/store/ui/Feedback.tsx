import type { ReactNode } from 'react';
import { AlertCircleIcon, CheckCircleIcon, InfoCircleIcon } from './icons';
import './feedback.css';

export { PageSpinner, Spinner } from './Spinner';

const ALERT_ICONS = {
  error: AlertCircleIcon,
  warning: AlertCircleIcon,
  info: InfoCircleIcon,
  success: CheckCircleIcon,
} as const;

export interface AlertProps {
  type: keyof typeof ALERT_ICONS;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
}

/** A message in a tinted box; errors are announced as they appear. */
export function Alert({ type, title, description, className }: AlertProps) {
  const Icon = ALERT_ICONS[type];
  return (
    <div
      className={`ui-alert ui-alert--${type}${className ? ` ${className}` : ''}`}
      role={type === 'error' ? 'alert' : 'status'}
    >
      <Icon />
      <div className="ui-alert__text">
        <p className="ui-alert__title">{title}</p>
        {description && <p className="ui-alert__description">{description}</p>}
      </div>
    </div>
  );
}

export interface ResultProps {
  /** `404` shows the number, `error` a warning sign. */
  status: '404' | 'error' | 'info';
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  /** The heading level of the title (1 when it is the page's only content). */
  level?: 1 | 2;
}

/** The outcome of a page that cannot show what was asked (not found, failed). */
export function Result({ status, title, subTitle, extra, level = 1 }: ResultProps) {
  const Heading = `h${level}` as const;
  return (
    <div className="ui-result">
      {status === '404' ? (
        <p className="ui-result__mark" aria-hidden="true">
          404
        </p>
      ) : (
        <span className={`ui-result__mark${status === 'error' ? ' ui-result__mark--error' : ''}`}>
          {status === 'error' ? <AlertCircleIcon /> : <InfoCircleIcon />}
        </span>
      )}
      <Heading className="ui-title ui-result__title">{title}</Heading>
      {subTitle && <p className="ui-result__subtitle">{subTitle}</p>}
      {extra && <div className="ui-result__extra">{extra}</div>}
    </div>
  );
}

/** Nothing to show (an empty list), said in words. */
export function Empty({ description }: { description: ReactNode }) {
  return (
    <div className="ui-empty">
      <svg className="ui-empty__picture" width="64" height="41" viewBox="0 0 64 41" aria-hidden="true">
        <g fill="none" fillRule="evenodd" transform="translate(0 1)">
          <ellipse cx="32" cy="33" rx="32" ry="7" fill="currentColor" opacity="0.4" />
          <path
            stroke="currentColor"
            d="M55 12.8 44.9 1.3A2.6 2.6 0 0 0 43 .5H21c-.7 0-1.4.3-1.9.8L9 12.8V22h46z"
          />
          <path
            stroke="currentColor"
            d="M41.6 15.9c0-1.6 1-2.9 2.2-2.9H55v18.1c0 2.1-1.3 3.9-3 3.9H12c-1.7 0-3-1.8-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 2.9 0 1.6 1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.3 2.2-2.9z"
          />
        </g>
      </svg>
      <p>{description}</p>
    </div>
  );
}

export interface SkeletonProps {
  /** Lines of text to stand in for. */
  lines?: number;
  /** Height of a picture above the lines, in px. */
  image?: number;
}

/** Grey shapes where content is still loading. */
export function Skeleton({ lines = 3, image }: SkeletonProps) {
  return (
    <div className="ui-skeleton" aria-hidden="true">
      {image !== undefined && <div className="ui-skeleton__block" style={{ height: image }} />}
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className="ui-skeleton__block ui-skeleton__line" />
      ))}
    </div>
  );
}

export interface TagProps {
  color?: 'orange' | 'green' | 'red' | 'blue' | 'gold';
  children: ReactNode;
  className?: string;
}

export function Tag({ color, children, className }: TagProps) {
  return (
    <span className={['ui-tag', color && `ui-tag--${color}`, className].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}

/** A count in a bubble on the corner of its child (hidden at 0); `label` says what it counts. */
export function Badge({ count, label, children }: { count: number; label: string; children: ReactNode }) {
  return (
    <span className="ui-badge">
      {children}
      {count > 0 && (
        <span className="ui-badge__count">
          <span aria-hidden="true">{count}</span>
          <span className="ui-visually-hidden">{label}</span>
        </span>
      )}
    </span>
  );
}
