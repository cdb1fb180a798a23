import { CustomerServiceOutlined, SafetyCertificateOutlined, ToolOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { contentText } from '../../lib/site-content';
import { PageSection } from '../common/PageSection';
import { useContentMap } from '../common/use-content';
import { useLanguage } from '../common/use-language';

const FEATURES = ['feature1', 'feature2', 'feature3'] as const;

const ICONS: ReactNode[] = [
  <SafetyCertificateOutlined key="q" />,
  <ToolOutlined key="i" />,
  <CustomerServiceOutlined key="s" />,
];

export function WhyChooseUs() {
  const language = useLanguage();
  const { items } = useContentMap('feature');
  const topText = contentText(items, 'feature_top_text', language);
  return (
    <PageSection
      title={contentText(items, 'feature_title', language)}
      subtitle={contentText(items, 'feature_description', language) || topText || undefined}
    >
      <Row gutter={[24, 24]}>
        {FEATURES.map((feature, index) => (
          <Col key={feature} xs={24} md={8}>
            <Card style={{ height: '100%', textAlign: 'center' }}>
              <div style={{ fontSize: 40, color: '#c2410c', marginBottom: 12 }}>{ICONS[index]}</div>
              <Typography.Title level={4}>
                {contentText(items, `${feature}_title`, language)}
              </Typography.Title>
              <Typography.Paragraph type="secondary">
                {contentText(items, `${feature}_content`, language)}
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </PageSection>
  );
}
