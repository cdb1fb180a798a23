import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton, Tabs } from 'antd';
import { HERO_SLIDE_KEYS, uiMessage } from '@hiti/contracts';
import { useBilingualSiteContent, useSaveContent } from '../../api/site-content';
import { useToast } from '../../app/toast';
import { AdminShell } from '../layout/AdminShell';
import { SlideForm } from '../sliders/SlideForm';
import { shownSlides } from '../sliders/slides';

export function HeroEditor() {
  const hero = useBilingualSiteContent('hero');
  const mutation = useSaveContent();
  const toast = useToast();
  const { first, second } = shownSlides(hero.data);

  /** As specified: the second slide becomes a copy of the first, which the storefront shows once. */
  const removeSecond = async () => {
    if (!window.confirm(uiMessage('confirmRemoveSecondSlider'))) return;
    if (!first || !second) {
      toast({ title: uiMessage('removeSliderError'), variant: 'destructive' });
      return;
    }
    await mutation
      .mutateAsync([
        {
          type: 'hero',
          key: HERO_SLIDE_KEYS[1],
          content: first.content,
          contentType: 'image',
          metadata: first.metadata,
        },
      ])
      .then(
        () =>
          toast({
            title: uiMessage('secondSliderRemoved'),
            description: uiMessage('secondSliderRemovedBody'),
          }),
        () => toast({ title: uiMessage('removeSliderError'), variant: 'destructive' }),
      );
  };

  return (
    <AdminShell title="Homepage Hero Editor" backTo="/admin/dashboard">
      <Card>
        {hero.isPending ? (
          <Skeleton active />
        ) : (
          <>
            <Tabs
              items={[
                {
                  key: 'slide-1',
                  label: 'Hero Slide 1',
                  children: (
                    <SlideForm key={first?.updatedAt ?? 'new-1'} slideKey={HERO_SLIDE_KEYS[0]} item={first} />
                  ),
                },
                {
                  key: 'slide-2',
                  label: 'Hero Slide 2',
                  children: (
                    <SlideForm
                      key={second?.updatedAt ?? 'new-2'}
                      slideKey={HERO_SLIDE_KEYS[1]}
                      item={second}
                    />
                  ),
                },
              ]}
            />
            <Button
              danger
              type="primary"
              icon={<DeleteOutlined />}
              style={{ marginTop: 24 }}
              loading={mutation.isPending}
              disabled={!second}
              onClick={() => void removeSecond()}
            >
              Remove Second Slider
            </Button>
          </>
        )}
      </Card>
    </AdminShell>
  );
}
