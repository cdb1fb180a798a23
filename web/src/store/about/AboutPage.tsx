import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { CACHE_TIMES, COMPANY, DEFAULT_CONTENT_IMAGES } from '@hiti/contracts';
import type { ContentKeysOf } from '@hiti/contracts';
import { PageSection } from '../common/PageSection';
import { useContentMap } from '../common/use-content';
import { useLanguage } from '../common/use-language';
import { contentText, contentTitle } from '../../lib/site-content';
import { ProductImage } from '../products/ProductImage';
import { withOlderKeys } from './about-content';
import { usePageTitle } from '../common/use-page-title';
import { Card, CheckCircleIcon, Grid, PageSpinner, Paragraph, Statistic, Title } from '../ui';
import './about.css';

const QUALITY_KEYS = ['about_quality_1', 'about_quality_2', 'about_quality_3'] as const;

function filled(text: string | undefined, fallback: string): string {
  return text && text.trim() !== '' ? text : fallback;
}

export function AboutPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.about'));
  const language = useLanguage();
  const content = useContentMap('about', { refetchInterval: CACHE_TIMES.aboutRefetchMs });
  const items = useMemo(() => withOlderKeys(content.items), [content.items]);
  const query = content.query;
  if (query.isPending) return <PageSpinner />;
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
      <PageSection title={t('nav.about')} level={1}>
        <Grid columns={{ xs: 1, md: 2 }} gap={40} className="about-story">
          <div>
            <Title level={2}>{storyTitle}</Title>
            <Paragraph className="about-text">{text('about_story')}</Paragraph>
            <Grid columns={{ xs: 3 }} gap={16}>
              <Statistic title={t('homeAbout.facts.founded')} value={COMPANY.founded} />
              <Statistic title={t('homeAbout.facts.since')} value={COMPANY.representativeSince} />
              <Statistic title={t('homeAbout.facts.stores')} value={COMPANY.stores} />
            </Grid>
          </div>
          <ProductImage
            url={filled(items.get('about_story')?.metadata.imageUrl, DEFAULT_CONTENT_IMAGES.aboutStory)}
            alt={storyTitle}
            sizes="(max-width: 767px) 100vw, 50vw"
            className="about-image"
            priority
          />
        </Grid>
      </PageSection>
      <PageSection className="about-band">
        <Grid columns={{ xs: 1, md: 2 }} gap={24}>
          {(['about_vision', 'about_mission'] as const).map((key) => (
            <Card key={key} title={title(key)} className="about-card">
              <Paragraph className="about-text">{text(key)}</Paragraph>
            </Card>
          ))}
        </Grid>
      </PageSection>
      <PageSection title={text('about_why_us')}>
        <Grid columns={{ xs: 1, md: 3 }} gap={24}>
          {quality.map((feature) => (
            <Card key={feature.key} className="about-card">
              <Title level={3} className="about-feature__title">
                <CheckCircleIcon className="about-feature__icon" />
                {feature.title}
              </Title>
              <Paragraph type="secondary">{feature.description}</Paragraph>
            </Card>
          ))}
        </Grid>
      </PageSection>
    </>
  );
}
