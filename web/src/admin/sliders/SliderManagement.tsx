import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { DEFAULT_CONTENT_IMAGES, HERO_SLIDE_KEYS, uiMessage } from '@hiti/contracts';
import type { SiteContentItem } from '@hiti/contracts';
import { al } from '../../i18n/al';
import { mk } from '../../i18n/mk';
import {
  createSiteContent,
  updateSiteContent,
  useInvalidateSiteContent,
  useSiteContent,
} from '../../api/site-content';
import { useToast } from '../../app/toast';
import { AdminShell } from '../layout/AdminShell';
import { SlideEditForm, slideMetadata } from './SlideEditForm';
import type { SlideDraft } from './SlideEditForm';

function draftOf(item: SiteContentItem): SlideDraft {
  return {
    key: item.key,
    image: item.content,
    title: item.metadata.title ?? '',
    description: item.metadata.description ?? '',
    titleMk: item.metadata.title_mk ?? '',
    descriptionMk: item.metadata.description_mk ?? '',
  };
}

const NEW_SLIDE: SlideDraft = {
  key: HERO_SLIDE_KEYS[0],
  image: DEFAULT_CONTENT_IMAGES.heroSlide1,
  title: al.hero.defaults[0]?.title ?? '',
  description: al.hero.defaults[0]?.description ?? '',
  titleMk: mk.hero.defaults[0].title,
  descriptionMk: mk.hero.defaults[0].description,
};

const SECOND_SLIDE: SlideDraft = {
  key: HERO_SLIDE_KEYS[1],
  image: DEFAULT_CONTENT_IMAGES.heroSlide2,
  title: al.hero.defaults[1]?.title ?? '',
  description: al.hero.defaults[1]?.description ?? '',
  titleMk: mk.hero.defaults[1].title,
  descriptionMk: mk.hero.defaults[1].description,
};

export function SliderManagement() {
  const hero = useSiteContent('hero');
  const invalidate = useInvalidateSiteContent();
  const toast = useToast();
  const [editing, setEditing] = useState<SlideDraft | null>(null);
  const [saving, setSaving] = useState(false);
  const slides = hero.data ?? [];

  const save = async (draft: SlideDraft) => {
    const existing = slides.find((item) => item.key === draft.key);
    setSaving(true);
    try {
      const body = { content: draft.image, contentType: 'image' as const, metadata: slideMetadata(draft) };
      if (existing)
        await updateSiteContent(existing.id, {
          ...body,
          metadata: { ...existing.metadata, ...body.metadata },
        });
      else await createSiteContent({ type: 'hero', key: draft.key, ...body });
      await invalidate();
      toast(
        existing
          ? { title: uiMessage('sliderUpdated') }
          : { title: uiMessage('sliderCreated'), description: uiMessage('sliderCreatedBody') },
      );
      setEditing(null);
    } catch {
      toast({ title: uiMessage('sliderSaveError'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <AdminShell title="Slider Management" backTo="/admin/dashboard">
      {editing ? (
        <SlideEditForm
          initial={editing}
          saving={saving}
          onSave={(draft) => void save(draft)}
          onCancel={() => setEditing(null)}
        />
      ) : hero.isPending ? (
        <Skeleton active />
      ) : slides.length === 0 ? (
        <Card>
          <Empty description="There is no homepage slider yet.">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(NEW_SLIDE)}>
              Create Homepage Slider
            </Button>
          </Empty>
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          {slides.map((item) => (
            <Col key={item.id} xs={24} md={12}>
              <Card
                cover={
                  item.content ? (
                    <img src={item.content} alt="" style={{ height: 200, objectFit: 'cover' }} />
                  ) : undefined
                }
                actions={[
                  <Button
                    key="edit"
                    type="link"
                    icon={<EditOutlined />}
                    onClick={() => setEditing(draftOf(item))}
                  >
                    Edit Slider
                  </Button>,
                ]}
              >
                <Typography.Title level={5}>
                  {item.metadata.title || item.metadata.title_mk || item.key}
                </Typography.Title>
                <Typography.Paragraph type="secondary">
                  {item.metadata.description || item.metadata.description_mk}
                </Typography.Paragraph>
              </Card>
            </Col>
          ))}
          {slides.length < HERO_SLIDE_KEYS.length && (
            <Col xs={24} md={12}>
              <Card style={{ height: '100%' }}>
                <Empty description="The homepage can show a second slide.">
                  <Button icon={<PlusOutlined />} onClick={() => setEditing(SECOND_SLIDE)}>
                    Add Second Slider
                  </Button>
                </Empty>
              </Card>
            </Col>
          )}
        </Row>
      )}
    </AdminShell>
  );
}
