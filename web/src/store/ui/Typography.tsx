import type { HTMLAttributes, ReactNode } from 'react';
import './typography.css';

type Tone = 'secondary' | 'danger' | 'success';

function classes(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

export interface TitleProps extends HTMLAttributes<HTMLHeadingElement> {
  level?: 1 | 2 | 3 | 4 | 5;
}

export function Title({ level = 1, className, ...props }: TitleProps) {
  const Heading = `h${level}` as const;
  return <Heading {...props} className={classes('ui-title', className)} />;
}

export interface TextProps extends HTMLAttributes<HTMLSpanElement> {
  type?: Tone;
  strong?: boolean;
}

export function Text({ type, strong, className, ...props }: TextProps) {
  return (
    <span
      {...props}
      className={classes(type && `ui-text--${type}`, strong && 'ui-text--strong', className)}
    />
  );
}

export interface ParagraphProps extends HTMLAttributes<HTMLParagraphElement> {
  type?: Tone;
}

export function Paragraph({ type, className, ...props }: ParagraphProps) {
  return <p {...props} className={classes('ui-paragraph', type && `ui-text--${type}`, className)} />;
}

export function Divider() {
  return <hr className="ui-divider" />;
}

/** A figure with its caption above it (year founded, number of stores). */
export function Statistic({ title, value }: { title: ReactNode; value: ReactNode }) {
  return (
    <div className="ui-statistic">
      <p className="ui-statistic__title">{title}</p>
      <p className="ui-statistic__value">{value}</p>
    </div>
  );
}
