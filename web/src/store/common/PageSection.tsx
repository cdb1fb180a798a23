import { Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export function PageSection({
  title,
  subtitle,
  children,
  id,
  style,
}: {
  title?: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  id?: string;
  style?: CSSProperties;
}) {
  return (
    <section id={id} style={{ padding: '56px 16px', ...style }}>
      <div style={{ maxWidth: 1280, margin: '0 auto' }}>
        {title && (
          <Typography.Title level={2} style={{ textAlign: 'center', marginBottom: subtitle ? 8 : 32 }}>
            {title}
          </Typography.Title>
        )}
        {subtitle && (
          <Typography.Paragraph
            type="secondary"
            style={{ textAlign: 'center', marginBottom: 32, fontSize: 16 }}
          >
            {subtitle}
          </Typography.Paragraph>
        )}
        {children}
      </div>
    </section>
  );
}
