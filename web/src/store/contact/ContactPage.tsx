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
import { CONTACT_FORM_FIELDS, MAP_HEIGHT_PX } from '@hiti/contracts';
import type { ContactFormField } from '@hiti/contracts';
import { contentText } from '../../lib/site-content';
import { socialHref } from '../../lib/social-link';
import { PageSection } from '../common/PageSection';
import { useContentMap } from '../common/use-content';
import { useLanguage } from '../common/use-language';
import { ContactForm } from './ContactForm';
import { mapEmbedUrl, mapsSearchUrl } from './maps';
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
  const text = (key: string, fallback: string) => contentText(items, key, fallback, language);
  const address = text('contact_address', t('contact.defaultAddress'));
  const phone = text('contact_phone', '+389 70 000 000');
  const email = text('contact_email', 'info@hitikamina.mk');
  const mapItem = items.get('contact_map');
  const formTexts = {
    labels: Object.fromEntries(
      CONTACT_FORM_FIELDS.map((field) => [
        field,
        text(`contact_${field}_label`, t(`contact.labels.${field}`)),
      ]),
    ) as Record<ContactFormField, string>,
    placeholders: Object.fromEntries(
      CONTACT_FORM_FIELDS.map((field) => [
        field,
        text(`contact_${field}_placeholder`, t(`contact.placeholders.${field}`)),
      ]),
    ) as Record<ContactFormField, string>,
    submit: text('contact_submit_button_text', t('contact.send')),
    sending: text('contact_submit_loading_text', t('contact.sending')),
  };

  return (
    <PageSection
      title={text('contact_page_title', t('nav.contact'))}
      subtitle={text('contact_intro', t('contact.intro'))}
    >
      <Row gutter={[32, 32]}>
        <Col xs={24} lg={10}>
          <Card title={text('contact_get_in_touch_title', t('contact.getInTouch'))}>
            <Flex vertical gap={20}>
              <Detail icon={<EnvironmentOutlined />} title={t('contact.address')}>
                {address}
              </Detail>
              <Detail icon={<PhoneOutlined />} title={t('contact.phone')}>
                <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
              </Detail>
              <Detail icon={<MailOutlined />} title={t('contact.email')}>
                <a href={`mailto:${email}`}>{email}</a>
              </Detail>
              <Detail icon={<ClockCircleOutlined />} title={t('contact.hours')}>
                {text('contact_hours', t('contact.defaultHours'))}
              </Detail>
              <div>
                <Typography.Text strong>
                  {text('contact_follow_us_title', t('contact.followUs'))}
                </Typography.Text>
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
          <Card title={text('contact_send_message_title', t('contact.sendMessage'))}>
            <ContactForm texts={formTexts} />
          </Card>
        </Col>
      </Row>
      <div style={{ marginTop: 32 }}>
        <iframe
          title={t('contact.mapTitle')}
          src={mapEmbedUrl(mapItem?.content || mapItem?.metadata.mapUrl, address)}
          width="100%"
          height={MAP_HEIGHT_PX}
          style={{ border: 0, borderRadius: 12, display: 'block' }}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Button
            href={mapsSearchUrl(address)}
            target="_blank"
            rel="noopener noreferrer"
            icon={<EnvironmentOutlined />}
          >
            {t('contact.viewOnMaps')}
          </Button>
        </Flex>
      </div>
    </PageSection>
  );
}
