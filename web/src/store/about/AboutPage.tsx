import { CheckCircleOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Spin, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CACHE_TIMES, COMPANY, DEFAULT_CONTENT_IMAGES } from '@hiti/contracts';
import { PageSection } from '../common/PageSection';
import { useContentMap } from '../common/use-content';
import { useLanguage } from '../common/use-language';
import { useTexts } from '../common/use-texts';
import { localizedContent, localizedTitle } from '../../lib/site-content';
import { ProductImage } from '../products/ProductImage';
import { aboutItem } from './about-content';
import { usePageTitle } from '../common/use-page-title';

const facts = {
  founded: String(COMPANY.founded),
  since: String(COMPANY.representativeSince),
  stores: String(COMPANY.stores),
};

function filled(text: string | undefined, fallback: string): string {
  return text && text.trim() !== '' ? text : fallback;
}

export function AboutPage() {
  const { t } = useTranslation();
  usePageTitle(t('about.title'));
  const texts = useTexts();
  const language = useLanguage();
  const { items, query } = useContentMap('about', { refetchInterval: CACHE_TIMES.aboutRefetchMs });
  if (query.isPending) {
    return (
      <Flex justify="center" style={{ padding: 96 }}>
        <Spin size="large" />
      </Flex>
    );
  }
  const story = aboutItem(items, 'about_story');
  const vision = aboutItem(items, 'about_vision');
  const mission = aboutItem(items, 'about_mission');
  const whyUs = aboutItem(items, 'about_why_us');
  const quality = texts.about.quality.map((fallback, index) => {
    const item = items.get(`about_quality_${index + 1}`);
    const listed = whyUs?.metadata.features?.[index];
    return {
      title: localizedTitle(item, language) ?? filled(listed?.title, fallback.title),
      description: localizedContent(item, language) ?? filled(listed?.description, fallback.description),
    };
  });

  return (
    <>
      <PageSection title={t('about.title')}>
        <Row gutter={[40, 32]} align="middle">
          <Col xs={24} md={12}>
            <Typography.Title level={3}>
              {localizedTitle(story, language) ?? t('about.storyTitle')}
            </Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: 'pre-line', fontSize: 16 }}>
              {localizedContent(story, language) ?? t('about.story', facts)}
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
              url={filled(story?.metadata.imageUrl, DEFAULT_CONTENT_IMAGES.aboutStory)}
              alt={t('about.storyTitle')}
              sizes="(max-width: 768px) 100vw, 50vw"
              style={{ borderRadius: 12, maxHeight: 420 }}
            />
          </Col>
        </Row>
      </PageSection>
      <PageSection style={{ background: 'rgba(194, 65, 12, 0.04)' }}>
        <Row gutter={[24, 24]}>
          <Col xs={24} md={12}>
            <Card
              title={localizedTitle(vision, language) ?? t('about.visionTitle')}
              style={{ height: '100%' }}
            >
              <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>
                {localizedContent(vision, language) ?? t('about.vision')}
              </Typography.Paragraph>
            </Card>
          </Col>
          <Col xs={24} md={12}>
            <Card
              title={localizedTitle(mission, language) ?? t('about.missionTitle')}
              style={{ height: '100%' }}
            >
              <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>
                {localizedContent(mission, language) ?? t('about.mission')}
              </Typography.Paragraph>
            </Card>
          </Col>
        </Row>
      </PageSection>
      <PageSection title={localizedContent(whyUs, language) ?? t('about.qualityTitle')}>
        <Row gutter={[24, 24]}>
          {quality.map((feature) => (
            <Col key={feature.title} xs={24} md={8}>
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
