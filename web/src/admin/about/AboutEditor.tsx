import { Button, Card, Col, Flex, Form, Input, Row, Skeleton, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { COMPANY, DEFAULT_CONTENT_IMAGES, uiMessage } from '@hiti/contracts';
import type { SiteContentItem } from '@hiti/contracts';
import { useInvalidateSiteContent, useSiteContent } from '../../api/site-content';
import { useToast } from '../../app/toast';
import { mk } from '../../i18n/mk';
import { byKey } from '../../lib/site-content';
import { aboutItem } from '../../store/about/about-content';
import { AdminShell } from '../layout/AdminShell';
import { saveContentEntries } from '../shared/content-save';
import type { ContentEntry } from '../shared/content-save';
import { FileUploadButton } from '../shared/FileUploadButton';
import { useImageUpload } from '../shared/use-file-upload';

type Items = ReadonlyMap<string, SiteContentItem>;

const storyDefault = mk.about.story
  .replace('{{founded}}', String(COMPANY.founded))
  .replace('{{since}}', String(COMPANY.representativeSince))
  .replace('{{stores}}', String(COMPANY.stores));

/** Saves entries (update by id or create) and reports one success or failure text. */
function useSectionSave(items: Items) {
  const invalidate = useInvalidateSiteContent();
  const toast = useToast();
  const [saving, setSaving] = useState<string | null>(null);
  const save = async (
    section: string,
    entries: ContentEntry[],
    success: string,
    failure: string,
    existing: Items = items,
  ) => {
    setSaving(section);
    try {
      await saveContentEntries('about', entries, existing);
      await invalidate();
      toast({ title: uiMessage('successTitle'), description: success });
    } catch {
      toast({ title: uiMessage('errorTitle'), description: failure, variant: 'destructive' });
    } finally {
      setSaving(null);
    }
  };
  return { save, saving };
}

function SaveButton({ busy }: { busy: boolean }) {
  return (
    <Button type="primary" htmlType="submit" disabled={busy}>
      {busy ? uiMessage('saving') : 'Save Changes'}
    </Button>
  );
}

function Field({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <Form.Item label={label} htmlFor={id}>
      {children}
    </Form.Item>
  );
}

function StoryTab({ items }: { items: Items }) {
  const story = aboutItem(items, 'about_story');
  const [title, setTitle] = useState(story?.metadata.title ?? mk.about.storyTitle);
  const [content, setContent] = useState(story?.content ?? storyDefault);
  const [image, setImage] = useState(story?.metadata.imageUrl ?? DEFAULT_CONTENT_IMAGES.aboutStory);
  const upload = useImageUpload();
  const { save, saving } = useSectionSave(items);
  const submit = () => {
    const entry: ContentEntry = {
      key: 'about_story',
      content,
      metadata: { ...story?.metadata, title, imageUrl: image },
    };
    // an older company_story item is updated in place under its own id
    const existing = story ? new Map([['about_story', story]]) : new Map<string, SiteContentItem>();
    const failure = story ? uiMessage('aboutStorySaveFailed') : uiMessage('aboutCreateFailed');
    return save('story', [entry], uiMessage('aboutStorySaved'), failure, existing);
  };
  return (
    <Form layout="vertical" onFinish={() => void submit()}>
      <Field label="Title" id="story-title">
        <Input id="story-title" value={title} onChange={(event) => setTitle(event.target.value)} />
      </Field>
      <Field label="Content" id="story-content">
        <Input.TextArea
          id="story-content"
          autoSize={{ minRows: 4, maxRows: 12 }}
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
      </Field>
      <Form.Item label="Image" extra="PNG, JPG">
        <Flex gap={12} align="center">
          {image && (
            <img src={image} alt="" style={{ width: 120, height: 80, objectFit: 'cover', borderRadius: 6 }} />
          )}
          <FileUploadButton
            accept="image/png,image/jpeg"
            label="Choose Image"
            uploading={upload.uploading}
            onFile={(file) => upload.start(file, setImage)}
          />
        </Flex>
      </Form.Item>
      <SaveButton busy={saving === 'story'} />
    </Form>
  );
}

function VisionMissionTab({ items }: { items: Items }) {
  const vision = aboutItem(items, 'about_vision');
  const mission = aboutItem(items, 'about_mission');
  const [visionText, setVisionText] = useState(vision?.content ?? mk.about.vision);
  const [missionText, setMissionText] = useState(mission?.content ?? mk.about.mission);
  const { save, saving } = useSectionSave(items);
  const existing = useMemo(() => {
    const map = new Map<string, SiteContentItem>();
    if (vision) map.set('about_vision', vision);
    if (mission) map.set('about_mission', mission);
    return map;
  }, [vision, mission]);
  return (
    <Row gutter={24}>
      <Col xs={24} md={12}>
        <Form
          layout="vertical"
          onFinish={() =>
            void save(
              'vision',
              [{ key: 'about_vision', content: visionText }],
              uiMessage('aboutVisionSaved'),
              uiMessage('aboutVisionSaveFailed'),
              existing,
            )
          }
        >
          <Field label="Vision" id="vision-text">
            <Input.TextArea
              id="vision-text"
              autoSize={{ minRows: 4, maxRows: 8 }}
              value={visionText}
              onChange={(event) => setVisionText(event.target.value)}
            />
          </Field>
          <SaveButton busy={saving === 'vision'} />
        </Form>
      </Col>
      <Col xs={24} md={12}>
        <Form
          layout="vertical"
          onFinish={() =>
            void save(
              'mission',
              [{ key: 'about_mission', content: missionText }],
              uiMessage('aboutMissionSaved'),
              uiMessage('aboutMissionSaveFailed'),
              existing,
            )
          }
        >
          <Field label="Mission" id="mission-text">
            <Input.TextArea
              id="mission-text"
              autoSize={{ minRows: 4, maxRows: 8 }}
              value={missionText}
              onChange={(event) => setMissionText(event.target.value)}
            />
          </Field>
          <SaveButton busy={saving === 'mission'} />
        </Form>
      </Col>
    </Row>
  );
}

function WhyUsTab({ items }: { items: Items }) {
  const whyUs = aboutItem(items, 'about_why_us');
  const [title, setTitle] = useState(whyUs?.content ?? mk.about.qualityTitle);
  const { save, saving } = useSectionSave(items);
  const existing = useMemo(() => new Map(whyUs ? [['about_why_us', whyUs]] : []), [whyUs]);
  return (
    <Form
      layout="vertical"
      onFinish={() =>
        void save(
          'why',
          [{ key: 'about_why_us', content: title }],
          uiMessage('aboutWhyUsSaved'),
          uiMessage('aboutWhyUsSaveFailed'),
          existing,
        )
      }
    >
      <Field label="Section Title" id="why-title">
        <Input id="why-title" value={title} onChange={(event) => setTitle(event.target.value)} />
      </Field>
      <SaveButton busy={saving === 'why'} />
    </Form>
  );
}

function QualityTab({ items }: { items: Items }) {
  const [features, setFeatures] = useState(() =>
    mk.about.quality.map((fallback, index) => {
      const item = items.get(`about_quality_${index + 1}`);
      return {
        title: item?.metadata.title ?? fallback.title,
        description: item?.content ?? fallback.description,
      };
    }),
  );
  const { save, saving } = useSectionSave(items);
  const set = (index: number, patch: Partial<{ title: string; description: string }>) =>
    setFeatures((current) =>
      current.map((feature, at) => (at === index ? { ...feature, ...patch } : feature)),
    );
  return (
    <Row gutter={[16, 16]}>
      {features.map((feature, index) => {
        const key = `about_quality_${index + 1}`;
        const n = index + 1;
        return (
          <Col key={key} xs={24} md={8}>
            <Card size="small" title={`Quality Feature ${n}`}>
              <Form
                layout="vertical"
                onFinish={() =>
                  void save(
                    key,
                    [
                      {
                        key,
                        content: feature.description,
                        metadata: { ...items.get(key)?.metadata, title: feature.title },
                      },
                    ],
                    uiMessage('aboutQualitySaved', 'en', { n }),
                    uiMessage('aboutQualitySaveFailed', 'en', { n }),
                  )
                }
              >
                <Field label="Title" id={`${key}-title`}>
                  <Input
                    id={`${key}-title`}
                    value={feature.title}
                    onChange={(event) => set(index, { title: event.target.value })}
                  />
                </Field>
                <Field label="Description" id={`${key}-description`}>
                  <Input.TextArea
                    id={`${key}-description`}
                    autoSize={{ minRows: 2, maxRows: 6 }}
                    value={feature.description}
                    onChange={(event) => set(index, { description: event.target.value })}
                  />
                </Field>
                <SaveButton busy={saving === key} />
              </Form>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}

export function AboutEditor() {
  const about = useSiteContent('about');
  const items = useMemo(() => byKey(about.data), [about.data]);
  return (
    <AdminShell title="About Page Editor" backTo="/admin/dashboard">
      <Card>
        {about.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <>
            <Typography.Paragraph type="secondary">
              These texts appear on the /about page.
            </Typography.Paragraph>
            <Tabs
              items={[
                { key: 'story', label: 'Our Story', children: <StoryTab items={items} /> },
                { key: 'vision', label: 'Vision & Mission', children: <VisionMissionTab items={items} /> },
                { key: 'why', label: 'Why Choose Us', children: <WhyUsTab items={items} /> },
                { key: 'quality', label: 'Quality Features', children: <QualityTab items={items} /> },
              ]}
            />
          </>
        )}
      </Card>
    </AdminShell>
  );
}
