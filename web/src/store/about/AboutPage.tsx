import { CheckCircleOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Spin, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import { CACHE_TIMES, COMPANY, DEFAULT_CONTENT_IMAGES } from '@hiti/contracts';
import type { ContentKeysOf } from '@hiti/contracts';
import { PageSection } from '../common/PageSection';
import { useContentMap } from '../common/use-content';
import { useLanguage } from '../common/use-language';
import { contentText, contentTitle } from '../../lib/site-content';
import { ProductImage } from '../products/ProductImage';
import { withOlderKeys } from './about-content';
import { usePageTitle } from '../common/use-page-title';

const QUALITY_KEYS = ['about_quality_1', 'about_quality_2', 'about_quality_3'] as const;

function filled(text: string | undefined, fallback: string): string {
  return text && text.trim() !== '' ? text : fallback;
}

export function AboutPage() {
  const { t } = useTranslation();
  usePageTitle(t('about.title'));
  const language = useLanguage();
  const content = useContentMap('about', { refetchInterval: CACHE_TIMES.aboutRefetchMs });
  const items = useMemo(() => withOlderKeys(content.items), [content.items]);
  const query = content.query;
  if (query.isPending) {
    return (
      <Flex justify="center" style={{ padding: 96 }}>
        <Spin size="large" />
      </Flex>
    );
  }
  const text = (key: ContentKeysOf<'about'>) => contentText(items, key, language);
  const title = (key: ContentKeysOf<'about'>) => contentTitle(items, key, language);
  const storyTitle = title('about_story');
  // an older install lists the quality features on its why-us item instead of one item each
  const listed = items.get('about_why_us')?.metadata.features ?? [];
  const quality = QUALITY_KEYS.map((key, index) => {
    const stored = items.get(key);
    const older = listed[index];
    return {
      key,
      title: stored || !older ? title(key) : filled(older.title, title(key)),
      description: stored || !older ? text(key) : filled(older.description, text(key)),
    };
  });

  return (
    <>
      <PageSection title={t('about.title')}>
        <Row gutter={[40, 32]} align="middle">
          <Col xs={24} md={12}>
            <Typography.Title level={3}>{storyTitle}</Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: 'pre-line', fontSize: 16 }}>
              {text('about_story')}
            </Typography.Paragraph>
            <Row gutter={16}>
              <Col span={8}>
                <Statistic title={t('homeAbout.facts.founded')} value={COMPANY.founded} groupSeparator="" />
              </Col>
              <Col span={8}>
                <Statistic
                  title={t('homeAbout.facts.since')}
                  value={COMPANY.representativeSince}
                  groupSeparator=""
                />
              </Col>
              <Col span={8}>
                <Statistic title={t('homeAbout.facts.stores')} value={COMPANY.stores} />
              </Col>
            </Row>
          </Col>
          <Col xs={24} md={12}>
            <ProductImage
              url={filled(items.get('about_story')?.metadata.imageUrl, DEFAULT_CONTENT_IMAGES.aboutStory)}
              alt={storyTitle}
              sizes="(max-width: 768px) 100vw, 50vw"
              style={{ borderRadius: 12, maxHeight: 420 }}
            />
          </Col>
        </Row>
      </PageSection>
      <PageSection style={{ background: 'rgba(194, 65, 12, 0.04)' }}>
        <Row gutter={[24, 24]}>
          <Col xs={24} md={12}>
            <Card title={title('about_vision')} style={{ height: '100%' }}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>
                {text('about_vision')}
              </Typography.Paragraph>
            </Card>
          </Col>
          <Col xs={24} md={12}>
            <Card title={title('about_mission')} style={{ height: '100%' }}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>
                {text('about_mission')}
              </Typography.Paragraph>
            </Card>
          </Col>
        </Row>
      </PageSection>
      <PageSection title={text('about_why_us')}>
        <Row gutter={[24, 24]}>
          {quality.map((feature) => (
            <Col key={feature.key} xs={24} md={8}>
              <Card style={{ height: '100%' }}>
                <Typography.Title level={4}>
                  <CheckCircleOutlined style={{ color: '#c2410c', marginRight: 8 }} />
                  {feature.title}
                </Typography.Title>
                <Typography.Paragraph type="secondary">{feature.description}</Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      </PageSection>
    </>
  );
}
