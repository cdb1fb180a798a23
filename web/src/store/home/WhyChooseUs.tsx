import { CustomerServiceOutlined, SafetyCertificateOutlined, ToolOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { contentText } from '../../lib/site-content';
import { PageSection } from '../common/PageSection';
import { useContentMap } from '../common/use-content';
import { useLanguage } from '../common/use-language';

const ICONS: ReactNode[] = [
  <SafetyCertificateOutlined key="q" />,
  <ToolOutlined key="i" />,
  <CustomerServiceOutlined key="s" />,
];

export function WhyChooseUs() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { items } = useContentMap('feature');
  const defaults = [
    { title: t('why.quality.title'), text: t('why.quality.text') },
    { title: t('why.installation.title'), text: t('why.installation.text') },
    { title: t('why.support.title'), text: t('why.support.text') },
  ];
  const topText = contentText(items, 'feature_top_text', '', language);
  return (
    <PageSection
      title={contentText(items, 'feature_title', t('why.title'), language)}
      subtitle={contentText(items, 'feature_description', topText, language) || undefined}
    >
      <Row gutter={[24, 24]}>
        {defaults.map((feature, index) => (
          <Col key={feature.title} xs={24} md={8}>
            <Card style={{ height: '100%', textAlign: 'center' }}>
              <div style={{ fontSize: 40, color: '#c2410c', marginBottom: 12 }}>{ICONS[index]}</div>
              <Typography.Title level={4}>
                {contentText(items, `feature${index + 1}_title`, feature.title, language)}
              </Typography.Title>
              <Typography.Paragraph type="secondary">
                {contentText(items, `feature${index + 1}_content`, feature.text, language)}
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </PageSection>
  );
}
