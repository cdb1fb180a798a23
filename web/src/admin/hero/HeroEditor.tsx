import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Tabs } from 'antd';
import { HERO_SLIDE_KEYS } from '@hiti/contracts';
import { useToast } from '../../app/toast';
import { useAdminTexts } from '../i18n/use-admin-language';
import { AdminShell } from '../layout/AdminShell';
import { SlideForm } from '../sliders/SlideForm';
import { removeSecondSlideEntry, shownSlides } from '../sliders/slides';
import { ContentRead } from '../shared/ContentRead';
import { useContentEditor } from '../shared/use-content-editor';

export function HeroEditor() {
  const { query: hero, save, saving } = useContentEditor('hero');
  const toast = useToast();
  const t = useAdminTexts('hero');
  const message = useAdminTexts('messages');
  const slides = shownSlides(hero.data);
  const { first, second } = slides;

  /** As specified, the second slide becomes a copy of the first; it is marked removed, so it stays off. */
  const removeSecond = async () => {
    if (!window.confirm(message('confirmRemoveSecondSlider'))) return;
    if (!first || !second) {
      toast({ title: message('removeSliderError'), variant: 'destructive' });
      return;
    }
    await save([removeSecondSlideEntry(first)], {
      saved: { title: message('secondSliderRemoved'), description: message('secondSliderRemovedBody') },
      failed: { title: message('removeSliderError') },
    });
  };

  return (
    <AdminShell title={t('title')} backTo="/admin/dashboard">
      <Card>
        <ContentRead query={hero} rows={3}>
          <Tabs
            items={[
              {
                key: 'slide-1',
                label: t('slide', { n: 1 }),
                children: (
                  <SlideForm
                    key={first?.updatedAt ?? 'new-1'}
                    slideKey={HERO_SLIDE_KEYS[0]}
                    slides={slides}
                    screen="hero"
                  />
                ),
              },
              {
                key: 'slide-2',
                label: t('slide', { n: 2 }),
                children: (
                  <>
                    {!second && (
                      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('secondNotShown')} />
                    )}
                    <SlideForm
                      key={second?.updatedAt ?? 'new-2'}
                      slideKey={HERO_SLIDE_KEYS[1]}
                      slides={slides}
                      screen="hero"
                    />
                  </>
                ),
              },
            ]}
          />
          <Button
            danger
            type="primary"
            icon={<DeleteOutlined />}
            style={{ marginTop: 24 }}
            loading={saving}
            disabled={!second}
            onClick={() => void removeSecond()}
          >
            {t('removeSecond')}
          </Button>
        </ContentRead>
      </Card>
    </AdminShell>
  );
}
