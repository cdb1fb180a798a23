import type { ComponentType } from 'react';
import { contentText } from '../../lib/site-content';
import { PageSection } from '../common/PageSection';
import { useContentMap } from '../common/use-content';
import { useLanguage } from '../common/use-language';
import { Card, Grid } from '../ui/Layout';
import { HeadsetIcon, ShieldCheckIcon, ToolIcon } from '../ui/icons';
import type { IconProps } from '../ui/icons';
import { Paragraph, Title } from '../ui/Typography';
import './home.css';

const FEATURES = ['feature1', 'feature2', 'feature3'] as const;
const ICONS: ComponentType<IconProps>[] = [ShieldCheckIcon, ToolIcon, HeadsetIcon];

/** Three reasons to choose the showroom; the feature editor's top text stands above the title. */
export function WhyChooseUs() {
  const language = useLanguage();
  const { items } = useContentMap('feature');
  const topText = contentText(items, 'feature_top_text', language);
  const title = contentText(items, 'feature_title', language);
  return (
    <PageSection
      title={
        <>
          {topText && <span className="eyebrow">{topText}</span>}
          {title}
        </>
      }
      subtitle={contentText(items, 'feature_description', language) || undefined}
    >
      <Grid columns={{ xs: 1, md: 3 }}>
        {FEATURES.map((feature, index) => {
          const Icon = ICONS[index] ?? ShieldCheckIcon;
          return (
            <Card key={feature} className="why-card">
              <div className="why-card__icon">
                <Icon />
              </div>
              <Title level={3}>{contentText(items, `${feature}_title`, language)}</Title>
              <Paragraph type="secondary">{contentText(items, `${feature}_content`, language)}</Paragraph>
            </Card>
          );
        })}
      </Grid>
    </PageSection>
  );
}
