import {
  ClockCircleOutlined,
  EnvironmentOutlined,
  FacebookFilled,
  InstagramFilled,
  MailOutlined,
  PhoneOutlined,
} from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAP_HEIGHT_PX } from '@hiti/contracts';
import type { ContentKeysOf } from '@hiti/contracts';
import { contentText } from '../../lib/site-content';
import { socialHref } from '../../lib/social-link';
import { PageSection } from '../common/PageSection';
import { useContentMap } from '../common/use-content';
import { useLanguage } from '../common/use-language';
import { ContactForm } from './ContactForm';
import { contactMap } from './maps';
import { contactFormTexts, showroomDetails, telHref } from './contact-texts';
import { usePageHead } from '../head/head-context';
import { useBusinessData, useTrail } from '../head/use-business-data';
import { breadcrumbs } from '../head/structured-data';

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Flex gap={12} align="flex-start">
      <span style={{ fontSize: 20, color: '#c2410c' }}>{icon}</span>
      <div>
        <Typography.Text strong>{title}</Typography.Text>
        <div style={{ whiteSpace: 'pre-line' }}>{children}</div>
      </div>
    </Flex>
  );
}

function SocialIcon({ value, label, icon }: { value: string | undefined; label: string; icon: ReactNode }) {
  const href = socialHref(value);
  return (
    <Button
      shape="circle"
      size="large"
      aria-label={label}
      icon={icon}
      href={href ?? '#'}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        if (href === null) event.preventDefault();
      }}
    />
  );
}

export function ContactPage() {
  const { t } = useTranslation();
  const trail = useTrail();
  usePageHead({
    title: t('nav.contact'),
    jsonLd: [useBusinessData(), breadcrumbs(trail([{ name: t('nav.contact'), path: '/contact' }]))],
  });
  const language = useLanguage();
  const contact = useContentMap('contact');
  const social = useContentMap('social');
  if (contact.query.isPending) {
    return (
      <Flex justify="center" style={{ padding: 96 }}>
        <Spin size="large" />
      </Flex>
    );
  }
  const items = contact.items;
  const text = (key: ContentKeysOf<'contact'>) => contentText(items, key, language);
  const details = showroomDetails(items, language);
  const mapItem = items.get('contact_map');
  const map = contactMap(mapItem?.content || mapItem?.metadata.mapUrl, details.address);

  return (
    <PageSection title={text('contact_page_title')} subtitle={text('contact_intro')}>
      <Row gutter={[32, 32]}>
        <Col xs={24} lg={10}>
          <Card title={text('contact_get_in_touch_title')}>
            <Flex vertical gap={20}>
              {details.address && (
                <Detail icon={<EnvironmentOutlined />} title={t('contact.address')}>
                  {details.address}
                </Detail>
              )}
              {details.phone && (
                <Detail icon={<PhoneOutlined />} title={t('contact.phone')}>
                  <a href={telHref(details.phone)}>{details.phone}</a>
                </Detail>
              )}
              {details.email && (
                <Detail icon={<MailOutlined />} title={t('contact.email')}>
                  <a href={`mailto:${details.email}`}>{details.email}</a>
                </Detail>
              )}
              {details.hours && (
                <Detail icon={<ClockCircleOutlined />} title={t('contact.hours')}>
                  {details.hours}
                </Detail>
              )}
              <div>
                <Typography.Text strong>{text('contact_follow_us_title')}</Typography.Text>
                <Flex gap={12} style={{ marginTop: 8 }}>
                  <SocialIcon
                    value={social.items.get('social_facebook')?.content}
                    label="Facebook"
                    icon={<FacebookFilled />}
                  />
                  <SocialIcon
                    value={social.items.get('social_instagram')?.content}
                    label="Instagram"
                    icon={<InstagramFilled />}
                  />
                </Flex>
              </div>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title={text('contact_send_message_title')}>
            <ContactForm texts={contactFormTexts(items, language)} />
          </Card>
        </Col>
      </Row>
      {map && (
        <div style={{ marginTop: 32 }}>
          <iframe
            title={t('contact.mapTitle')}
            src={map.embed}
            width="100%"
            height={MAP_HEIGHT_PX}
            style={{ border: 0, borderRadius: 12, display: 'block' }}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
          />
          <Flex justify="center" style={{ marginTop: 16 }}>
            <Button href={map.page} target="_blank" rel="noopener noreferrer" icon={<EnvironmentOutlined />}>
              {t('contact.viewOnMaps')}
            </Button>
          </Flex>
        </div>
      )}
    </PageSection>
  );
}
