import { useTranslation } from '../../i18n/use-translation';
import { COMPANY } from '@hiti/contracts';
import type { ContentKeysOf } from '@hiti/contracts';
import { contentText } from '../../lib/site-content';
import { LinkButton } from '../common/LinkButton';
import { PageSection } from '../common/PageSection';
import { useContentMap } from '../common/use-content';
import { useLanguage } from '../common/use-language';
import { HOME_ABOUT_SECTION_ID } from '../layout/scroll-to-about';
import { Grid, Stack } from '../ui/Layout';
import { Picture } from '../ui/Picture';
import { Paragraph, Statistic, Title } from '../ui/Typography';
import './home.css';

/** The bundled picture is 1200 × 800; an uploaded one is cropped to that shape. */
const HOME_ABOUT_IMAGE_BOX = { width: 1200, height: 800 };

/** The about teaser of the home page; the header's About link scrolls here. */
export function HomeAbout() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { items } = useContentMap('home_about');
  const text = (key: ContentKeysOf<'home_about'>) => contentText(items, key, language);
  const link = text('home_about_btn_link');
  const title = text('home_about_title');
  return (
    <PageSection id={HOME_ABOUT_SECTION_ID} className="home-about" style={{ scrollMarginTop: 120 }}>
      <Grid columns={{ xs: 1, md: 2 }} gap={40} style={{ alignItems: 'center' }}>
        <div className="home-about__image">
          <Picture
            url={text('home_about_image')}
            alt={title}
            sizes="(max-width: 767px) 100vw, 600px"
            box={HOME_ABOUT_IMAGE_BOX}
          />
        </div>
        <div>
          <span className="eyebrow">{text('home_about_subtitle')}</span>
          <Title level={2}>{title}</Title>
          <Paragraph>{text('home_about_p1')}</Paragraph>
          <Paragraph>{text('home_about_p2')}</Paragraph>
          <Paragraph>{text('home_about_p3')}</Paragraph>
          <Grid columns={{ xs: 3 }} gap={16} className="home-about__facts">
            <Statistic title={t('homeAbout.facts.founded')} value={COMPANY.founded} />
            <Statistic title={t('homeAbout.facts.since')} value={COMPANY.representativeSince} />
            <Statistic title={t('homeAbout.facts.stores')} value={COMPANY.stores} />
          </Grid>
          <Stack row wrap gap={12}>
            <LinkButton to={link.startsWith('/') ? link : '/about'} type="primary">
              {text('home_about_btn_text')}
            </LinkButton>
            <LinkButton to="/contact">{text('home_about_contact_btn_text')}</LinkButton>
          </Stack>
        </div>
      </Grid>
    </PageSection>
  );
}
