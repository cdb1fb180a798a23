import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Form, Input, Row, Skeleton, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { HERO_SLIDE_KEYS, HERO_HEIGHT_PX, uiMessage } from '@hiti/contracts';
import type { SiteContentItem } from '@hiti/contracts';
import { updateSiteContent, useInvalidateSiteContent, useSiteContent } from '../../api/site-content';
import { useToast } from '../../app/toast';
import { AdminShell } from '../layout/AdminShell';
import { FileUploadButton } from '../shared/FileUploadButton';
import { useImageUpload } from '../shared/use-file-upload';

interface HeroDraft {
  image: string;
  title: string;
  description: string;
  subtitle: string;
}

function draftOf(item: SiteContentItem | undefined): HeroDraft {
  return {
    image: item?.content ?? '',
    title: item?.metadata.title ?? '',
    description: item?.metadata.description ?? '',
    subtitle: item?.metadata.subtitle ?? '',
  };
}

function HeroSlideForm({ slideKey, item }: { slideKey: string; item: SiteContentItem | undefined }) {
  const [draft, setDraft] = useState(() => draftOf(item));
  const [saving, setSaving] = useState(false);
  const upload = useImageUpload();
  const invalidate = useInvalidateSiteContent();
  const toast = useToast();
  const set = (patch: Partial<HeroDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const save = async () => {
    if (!item) {
      toast({
        title: uiMessage('heroNotFound'),
        description: uiMessage('heroNotFoundBody'),
        variant: 'destructive',
      });
      return;
    }
    setSaving(true);
    try {
      await updateSiteContent(item.id, {
        content: draft.image,
        metadata: {
          ...item.metadata,
          title: draft.title,
          description: draft.description,
          subtitle: draft.subtitle,
        },
      });
      await invalidate();
      toast({ title: uiMessage('heroUpdated') });
    } catch {
      toast({ title: uiMessage('saveChangesError'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={12}>
        <Form layout="vertical" onFinish={() => void save()}>
          <Form.Item label="Background Image">
            <Flex gap={8}>
              <Input
                aria-label="Background Image"
                value={draft.image}
                onChange={(event) => set({ image: event.target.value })}
              />
              <FileUploadButton
                accept="image/jpeg,image/png,image/webp"
                label="Upload"
                uploading={upload.uploading}
                onFile={(file) => upload.start(file, (image) => set({ image }))}
              />
            </Flex>
          </Form.Item>
          <Form.Item label="Hero Title" htmlFor={`${slideKey}-title`}>
            <Input
              id={`${slideKey}-title`}
              value={draft.title}
              onChange={(event) => set({ title: event.target.value })}
            />
          </Form.Item>
          <Form.Item label="Hero Description" htmlFor={`${slideKey}-description`}>
            <Input.TextArea
              id={`${slideKey}-description`}
              autoSize={{ minRows: 2, maxRows: 6 }}
              value={draft.description}
              onChange={(event) => set({ description: event.target.value })}
            />
          </Form.Item>
          <Form.Item label="Subtitle (Optional)" htmlFor={`${slideKey}-subtitle`}>
            <Input
              id={`${slideKey}-subtitle`}
              value={draft.subtitle}
              onChange={(event) => set({ subtitle: event.target.value })}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" disabled={saving}>
            {saving ? uiMessage('saving') : 'Save Changes'}
          </Button>
        </Form>
      </Col>
      <Col xs={24} lg={12}>
        <Typography.Text strong>Live Preview</Typography.Text>
        <div
          style={{
            position: 'relative',
            height: HERO_HEIGHT_PX * 0.6,
            borderRadius: 8,
            overflow: 'hidden',
            marginTop: 8,
            background: '#1c1917',
          }}
        >
          {draft.image && (
            <img src={draft.image} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          )}
          <Flex
            vertical
            justify="center"
            style={{
              position: 'absolute',
              inset: 0,
              padding: 24,
              background: 'linear-gradient(90deg, rgba(0,0,0,0.7), rgba(0,0,0,0.1))',
            }}
          >
            {draft.subtitle && (
              <Typography.Text style={{ color: '#fdba74' }}>{draft.subtitle}</Typography.Text>
            )}
            <Typography.Title level={3} style={{ color: '#fff', margin: '4px 0' }}>
              {draft.title}
            </Typography.Title>
            <Typography.Paragraph style={{ color: '#f5f5f4', margin: 0 }}>
              {draft.description}
            </Typography.Paragraph>
          </Flex>
        </div>
      </Col>
    </Row>
  );
}

export function HeroEditor() {
  const hero = useSiteContent('hero');
  const invalidate = useInvalidateSiteContent();
  const toast = useToast();
  const [removing, setRemoving] = useState(false);
  const [first, second] = HERO_SLIDE_KEYS.map((key) => hero.data?.find((item) => item.key === key));

  const removeSecond = async () => {
    if (!window.confirm(uiMessage('confirmRemoveSecondSlider'))) return;
    if (!first || !second) {
      toast({ title: uiMessage('removeSliderError'), variant: 'destructive' });
      return;
    }
    setRemoving(true);
    try {
      await updateSiteContent(second.id, { content: first.content, metadata: first.metadata });
      await invalidate();
      toast({ title: uiMessage('secondSliderRemoved'), description: uiMessage('secondSliderRemovedBody') });
    } catch {
      toast({ title: uiMessage('removeSliderError'), variant: 'destructive' });
    } finally {
      setRemoving(false);
    }
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
                  children: <HeroSlideForm key={first?.updatedAt} slideKey="hero_slider_1" item={first} />,
                },
                {
                  key: 'slide-2',
                  label: 'Hero Slide 2',
                  children: <HeroSlideForm key={second?.updatedAt} slideKey="hero_slider_2" item={second} />,
                },
              ]}
            />
            <Button
              danger
              type="primary"
              icon={<DeleteOutlined />}
              style={{ marginTop: 24 }}
              loading={removing}
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
