import { Col, Flex, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMPANY } from '@hiti/contracts';
import type { ContentKeysOf } from '@hiti/contracts';
import { contentText } from '../../lib/site-content';
import { LinkButton } from '../common/LinkButton';
import { PageSection } from '../common/PageSection';
import { useContentMap } from '../common/use-content';
import { useLanguage } from '../common/use-language';
import { HOME_ABOUT_SECTION_ID } from '../layout/scroll-to-about';
import { ProductImage } from '../products/ProductImage';

/** The about teaser of the home page; the header's About link scrolls here. */
export function HomeAbout() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { items } = useContentMap('home_about');
  const text = (key: ContentKeysOf<'home_about'>) => contentText(items, key, language);
  const link = text('home_about_btn_link');
  return (
    <PageSection id={HOME_ABOUT_SECTION_ID} style={{ scrollMarginTop: 120 }}>
      <Row gutter={[40, 32]} align="middle">
        <Col xs={24} md={12}>
          <ProductImage
            url={text('home_about_image')}
            alt={text('home_about_title')}
            sizes="(max-width: 768px) 100vw, 50vw"
            style={{ borderRadius: 12, maxHeight: 420 }}
          />
        </Col>
        <Col xs={24} md={12}>
          <Typography.Text strong style={{ color: '#c2410c', textTransform: 'uppercase', letterSpacing: 1 }}>
            {text('home_about_subtitle')}
          </Typography.Text>
          <Typography.Title level={2} style={{ marginTop: 8 }}>
            {text('home_about_title')}
          </Typography.Title>
          <Typography.Paragraph>{text('home_about_p1')}</Typography.Paragraph>
          <Typography.Paragraph>{text('home_about_p2')}</Typography.Paragraph>
          <Typography.Paragraph>{text('home_about_p3')}</Typography.Paragraph>
          <Row gutter={16} style={{ margin: '24px 0' }}>
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
          <Flex gap={12} wrap>
            <LinkButton to={link.startsWith('/') ? link : '/about'} type="primary">
              {text('home_about_btn_text')}
            </LinkButton>
            <LinkButton to="/contact">{text('home_about_contact_btn_text')}</LinkButton>
          </Flex>
        </Col>
      </Row>
    </PageSection>
  );
}
