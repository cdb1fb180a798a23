import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import './layout.css';

type Columns = Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>;

function classes(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  /** Side by side (centred vertically) instead of one below the other. */
  row?: boolean;
  wrap?: boolean;
  gap?: number;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
}

/** Children one below the other (or in a row) with an even gap. */
export function Stack({ row, wrap, gap = 16, align, justify, className, style, ...props }: StackProps) {
  return (
    <div
      {...props}
      className={classes('ui-stack', row && 'ui-stack--row', wrap && 'ui-stack--wrap', className)}
      style={{
        gap,
        alignItems: align,
        justifyContent: justify,
        ...style,
      }}
    />
  );
}

export interface GridProps extends HTMLAttributes<HTMLDivElement> {
  /** Columns from each width up: xs (phones), sm ≥ 576 px, md ≥ 768 px, lg ≥ 992 px. */
  columns: Columns;
  gap?: number;
}

/** Equal columns, their number by the screen's width. */
export function Grid({ columns, gap = 24, className, style, ...props }: GridProps) {
  // every variable set here, so a grid inside another does not take over the outer one's values
  const xs = columns.xs ?? 1;
  const sm = columns.sm ?? xs;
  const md = columns.md ?? sm;
  const lg = columns.lg ?? md;
  const variables = {
    '--ui-cols-xs': xs,
    '--ui-cols-sm': sm,
    '--ui-cols-md': md,
    '--ui-cols-lg': lg,
    '--ui-gap': `${gap}px`,
  };
  return <div {...props} className={classes('ui-grid', className)} style={{ ...variables, ...style }} />;
}

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** The heading level of the title; 2 on a page with its own h1. */
  level?: 1 | 2;
}

/** A full-width band of a page with its content centred at the site's width. */
export function Section({ title, subtitle, level = 2, className, children, ...props }: SectionProps) {
  const Heading = `h${level}` as const;
  return (
    <section {...props} className={classes('ui-section', className)}>
      <div className="ui-container">
        {title && <Heading className="ui-title ui-section__title">{title}</Heading>}
        {subtitle && <p className="ui-section__subtitle">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  /** A picture across the top. */
  cover?: ReactNode;
  hoverable?: boolean;
  bodyClassName?: string;
  /** The heading level of the title: 3 below a section's own heading, 2 right below the page's h1. */
  titleLevel?: 2 | 3;
}

export function Card({
  title,
  cover,
  hoverable,
  bodyClassName,
  titleLevel = 3,
  className,
  children,
  ...props
}: CardProps) {
  const Heading = `h${titleLevel}` as const;
  return (
    <div {...props} className={classes('ui-card', hoverable && 'ui-card--hoverable', className)}>
      {cover && <div className="ui-card__cover">{cover}</div>}
      {title && (
        <div className="ui-card__head">
          <Heading className="ui-card__title">{title}</Heading>
        </div>
      )}
      <div className={classes('ui-card__body', bodyClassName)}>{children}</div>
    </div>
  );
}
