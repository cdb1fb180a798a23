import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { MAP_HEIGHT_PX } from '@hiti/contracts';
import type { ContentKeysOf } from '@hiti/contracts';
import { contentText } from '../../lib/site-content';
import { socialHref } from '../../lib/social-link';
import { PageSection } from '../common/PageSection';
import { useContentMap } from '../common/use-content';
import { useLanguage } from '../common/use-language';
import { usePageHead } from '../head/head-context';
import { breadcrumbs } from '../head/structured-data';
import { useBusinessData, useTrail } from '../head/use-business-data';
import {
  Card,
  ClockIcon,
  FacebookIcon,
  Grid,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PageSpinner,
  PhoneIcon,
  Text,
  TwitterIcon,
  YoutubeIcon,
  buttonClassName,
} from '../ui';
import { MessagingLinks } from '../stores/MessagingLinks';
import { ContactForm } from './ContactForm';
import { ContactStores } from './ContactStores';
import { contactFormTexts, showroomDetails, telHref } from './contact-texts';
import { contactMap } from './maps';
import './contact.css';

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="contact-detail">
      <span className="contact-detail__icon">{icon}</span>
      <div>
        <Text strong>{title}</Text>
        <div className="contact-detail__value">{children}</div>
      </div>
    </div>
  );
}

/** A social profile's icon link; with nothing usable stored, a click does nothing (SPEC §2). */
function SocialLink({ value, label, icon }: { value: string | undefined; label: string; icon: ReactNode }) {
  const href = socialHref(value);
  return (
    <a
      href={href ?? '#'}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className={buttonClassName({ size: 'large', className: 'contact-social__link' }, true)}
      onClick={(event) => {
        if (href === null) event.preventDefault();
      }}
    >
      {icon}
    </a>
  );
}

export function ContactPage() {
  const { t } = useTranslation();
  const trail = useTrail();
  const business = useBusinessData();
  usePageHead({
    title: t('nav.contact'),
    // structured data is written on the server only (see useBusinessData)
    jsonLd: import.meta.env.SSR
      ? [business, breadcrumbs(trail([{ name: t('nav.contact'), path: '/contact' }]))]
      : [],
  });
  const language = useLanguage();
  const contact = useContentMap('contact');
  const social = useContentMap('social');
  if (contact.query.isPending) return <PageSpinner />;

  const items = contact.items;
  const text = (key: ContentKeysOf<'contact'>) => contentText(items, key, language);
  const details = showroomDetails(items, language);
  const mapItem = items.get('contact_map');
  const map = contactMap(mapItem?.content || mapItem?.metadata.mapUrl, details.address);

  return (
    <PageSection title={text('contact_page_title')} subtitle={text('contact_intro')} level={1}>
      <Grid columns={{ xs: 1, lg: 2 }} gap={32} className="contact-columns">
        <Card title={text('contact_get_in_touch_title')} titleLevel={2}>
          <div className="contact-details">
            {details.address && (
              <Detail icon={<MapPinIcon />} title={t('contact.address')}>
                {details.address}
              </Detail>
            )}
            {details.phone && (
              <Detail icon={<PhoneIcon />} title={t('contact.phone')}>
                <a href={telHref(details.phone)}>{details.phone}</a>
              </Detail>
            )}
            {details.email && (
              <Detail icon={<MailIcon />} title={t('contact.email')}>
                <a href={`mailto:${details.email}`}>{details.email}</a>
              </Detail>
            )}
            {details.hours && (
              <Detail icon={<ClockIcon />} title={t('stores.hours')}>
                {details.hours}
              </Detail>
            )}
            <MessagingLinks
              viber={items.get('contact_viber')?.content.trim() ?? ''}
              whatsapp={items.get('contact_whatsapp')?.content.trim() ?? ''}
              text={t('messaging.generalMessage')}
            />
            <div>
              <Text strong>{text('contact_follow_us_title')}</Text>
              <div className="contact-social">
                <SocialLink
                  value={social.items.get('social_facebook')?.content}
                  label="Facebook"
                  icon={<FacebookIcon />}
                />
                <SocialLink
                  value={social.items.get('social_instagram')?.content}
                  label="Instagram"
                  icon={<InstagramIcon />}
                />
                {/* the other profiles only once staff have entered them */}
                {socialHref(social.items.get('social_twitter')?.content) && (
                  <SocialLink
                    value={social.items.get('social_twitter')?.content}
                    label="Twitter"
                    icon={<TwitterIcon />}
                  />
                )}
                {socialHref(social.items.get('social_youtube')?.content) && (
                  <SocialLink
                    value={social.items.get('social_youtube')?.content}
                    label="YouTube"
                    icon={<YoutubeIcon />}
                  />
                )}
              </div>
            </div>
          </div>
        </Card>
        <Card title={text('contact_send_message_title')} titleLevel={2}>
          <ContactForm texts={contactFormTexts(items, language)} />
        </Card>
      </Grid>
      <ContactStores />
      {map && (
        <div className="contact-map">
          <iframe
            title={t('contact.mapTitle')}
            src={map.embed}
            height={MAP_HEIGHT_PX}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
          />
          <a href={map.page} target="_blank" rel="noopener noreferrer" className={buttonClassName({})}>
            <MapPinIcon />
            {t('stores.map')}
          </a>
        </div>
      )}
    </PageSection>
  );
}
