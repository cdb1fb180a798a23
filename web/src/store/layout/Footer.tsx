import { FacebookFilled, InstagramFilled } from '@ant-design/icons';
import { Col, Flex, Layout, Row, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '../common/LocaleLink';
import { Logo } from './Logo';
import { NewsletterForm } from './NewsletterForm';

export const FACEBOOK_URL = 'https://www.facebook.com/hitikamina';
export const INSTAGRAM_URL = 'https://www.instagram.com/hitikamina';

const linkStyle: CSSProperties = { color: '#d6d3d1', display: 'block', padding: '3px 0' };
const headingStyle: CSSProperties = { color: '#fafaf9', marginTop: 0 };

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Typography.Title level={5} style={headingStyle}>
        {title}
      </Typography.Title>
      {children}
    </div>
  );
}

export function Footer() {
  const { t } = useTranslation();
  return (
    <Layout.Footer style={{ background: '#1c1917', color: '#d6d3d1', padding: '48px 16px 24px' }}>
      <div style={{ maxWidth: 1280, margin: '0 auto' }}>
        <Row gutter={[32, 32]}>
          <Col xs={24} sm={12} lg={6}>
            <div style={{ background: '#fafaf9', display: 'inline-block', padding: 8, borderRadius: 8 }}>
              <Logo height={44} />
            </div>
            <p style={{ marginTop: 16 }}>{t('footer.tagline')}</p>
            <Flex gap={12} style={{ fontSize: 24 }}>
              <a
                href={FACEBOOK_URL}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Facebook"
                style={linkStyle}
              >
                <FacebookFilled />
              </a>
              <a
                href={INSTAGRAM_URL}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Instagram"
                style={linkStyle}
              >
                <InstagramFilled />
              </a>
            </Flex>
          </Col>
          <Col xs={24} sm={12} lg={5}>
            <Column title={t('footer.quickLinks')}>
              <LocaleLink to="/" style={linkStyle}>
                {t('nav.home')}
              </LocaleLink>
              <LocaleLink to="/products" style={linkStyle}>
                {t('nav.products')}
              </LocaleLink>
              <LocaleLink to="/about" style={linkStyle}>
                {t('nav.about')}
              </LocaleLink>
              <LocaleLink to="/contact" style={linkStyle}>
                {t('nav.contact')}
              </LocaleLink>
              <LocaleLink to="/terms" style={linkStyle}>
                {t('footer.terms')}
              </LocaleLink>
              <LocaleLink to="/privacy" style={linkStyle}>
                {t('footer.privacy')}
              </LocaleLink>
            </Column>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Column title={t('footer.categories')}>
              <LocaleLink to={`/products?category=${encodeURIComponent('Kamina Montues')}`} style={linkStyle}>
                {t('footer.mountingFireplaces')}
              </LocaleLink>
              <LocaleLink
                to={`/products?category=${encodeURIComponent('Kamina Elektrik')}`}
                style={linkStyle}
              >
                {t('footer.electricFireplaces')}
              </LocaleLink>
              <LocaleLink to={`/products?category=${encodeURIComponent('Aksesor')}`} style={linkStyle}>
                {t('footer.accessories')}
              </LocaleLink>
              <LocaleLink to="/products?onPromo=true" style={{ ...linkStyle, color: '#fdba74' }}>
                {t('footer.specialOffers')}
              </LocaleLink>
            </Column>
          </Col>
          <Col xs={24} sm={12} lg={7}>
            <Column title={t('footer.newsletterTitle')}>
              <p>{t('footer.newsletterText')}</p>
              <NewsletterForm />
            </Column>
          </Col>
        </Row>
        <div style={{ borderTop: '1px solid #44403c', marginTop: 32, paddingTop: 16, textAlign: 'center' }}>
          © {new Date().getFullYear()} Hiti Kamina. {t('footer.rights')}
        </div>
      </div>
    </Layout.Footer>
  );
}
