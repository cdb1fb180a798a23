import { Button, Card, Col, Flex, Form, Input, Row, Skeleton, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { COMPANY, DEFAULT_CONTENT_IMAGES, uiMessage } from '@hiti/contracts';
import type { SiteContentItem, SiteContentMetadata } from '@hiti/contracts';
import { useInvalidateSiteContent, useSiteContent } from '../../api/site-content';
import { useToast } from '../../app/toast';
import { al } from '../../i18n/al';
import { mk } from '../../i18n/mk';
import { byKey } from '../../lib/site-content';
import { aboutItem } from '../../store/about/about-content';
import { AdminShell } from '../layout/AdminShell';
import { saveContentEntries } from '../shared/content-save';
import type { ContentEntry } from '../shared/content-save';
import { FileUploadButton } from '../shared/FileUploadButton';
import { useImageUpload } from '../shared/use-file-upload';

type Items = ReadonlyMap<string, SiteContentItem>;

const fillFacts = (text: string) =>
  text
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

/** An Albanian and a Macedonian input side by side. */
function Bilingual({
  id,
  label,
  value,
  onChange,
  rows,
}: {
  id: string;
  label: string;
  value: { al: string; mk: string };
  onChange: (value: { al: string; mk: string }) => void;
  rows?: number;
}) {
  const input = (language: 'al' | 'mk') =>
    rows ? (
      <Input.TextArea
        id={`${id}-${language}`}
        autoSize={{ minRows: rows, maxRows: 12 }}
        value={value[language]}
        onChange={(event) => onChange({ ...value, [language]: event.target.value })}
      />
    ) : (
      <Input
        id={`${id}-${language}`}
        value={value[language]}
        onChange={(event) => onChange({ ...value, [language]: event.target.value })}
      />
    );
  return (
    <Row gutter={12}>
      <Col xs={24} md={12}>
        <Field label={`${label} (Albanian)`} id={`${id}-al`}>
          {input('al')}
        </Field>
      </Col>
      <Col xs={24} md={12}>
        <Field label={`${label} (Macedonian)`} id={`${id}-mk`}>
          {input('mk')}
        </Field>
      </Col>
    </Row>
  );
}

function texts(item: SiteContentItem | undefined, fallback: { al: string; mk: string }) {
  const mkText = item?.metadata.content_mk;
  return { al: item?.content ?? fallback.al, mk: typeof mkText === 'string' ? mkText : fallback.mk };
}

function titles(item: SiteContentItem | undefined, fallback: { al: string; mk: string }) {
  return { al: item?.metadata.title ?? fallback.al, mk: item?.metadata.title_mk ?? fallback.mk };
}

/** The entry of a bilingual text (and title), keeping the item's other metadata. */
function entry(
  key: string,
  item: SiteContentItem | undefined,
  text: { al: string; mk: string },
  title?: { al: string; mk: string },
  extra: SiteContentMetadata = {},
): ContentEntry {
  return {
    key,
    content: text.al,
    metadata: {
      ...item?.metadata,
      content_mk: text.mk,
      ...(title ? { title: title.al, title_mk: title.mk } : {}),
      ...extra,
    },
  };
}

function StoryTab({ items }: { items: Items }) {
  const story = aboutItem(items, 'about_story');
  const [title, setTitle] = useState(titles(story, { al: al.about.storyTitle, mk: mk.about.storyTitle }));
  const [content, setContent] = useState(
    texts(story, { al: fillFacts(al.about.story), mk: fillFacts(mk.about.story) }),
  );
  const [image, setImage] = useState(story?.metadata.imageUrl ?? DEFAULT_CONTENT_IMAGES.aboutStory);
  const upload = useImageUpload();
  const { save, saving } = useSectionSave(items);
  const submit = () => {
    // an older company_story item is updated in place under its own id
    const existing = story ? new Map([['about_story', story]]) : new Map<string, SiteContentItem>();
    const failure = story ? uiMessage('aboutStorySaveFailed') : uiMessage('aboutCreateFailed');
    return save(
      'story',
      [entry('about_story', story, content, title, { imageUrl: image })],
      uiMessage('aboutStorySaved'),
      failure,
      existing,
    );
  };
  return (
    <Form layout="vertical" onFinish={() => void submit()}>
      <Bilingual id="story-title" label="Title" value={title} onChange={setTitle} />
      <Bilingual id="story-content" label="Content" value={content} onChange={setContent} rows={4} />
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

function SectionForm({
  items,
  itemKey,
  label,
  fallback,
  success,
  failure,
  rows,
}: {
  items: Items;
  itemKey: 'about_vision' | 'about_mission' | 'about_why_us';
  label: string;
  fallback: { al: string; mk: string };
  success: string;
  failure: string;
  rows?: number;
}) {
  const item = aboutItem(items, itemKey);
  const [value, setValue] = useState(texts(item, fallback));
  const { save, saving } = useSectionSave(items);
  const existing = item ? new Map([[itemKey, item]]) : new Map<string, SiteContentItem>();
  return (
    <Form
      layout="vertical"
      onFinish={() => void save(itemKey, [entry(itemKey, item, value)], success, failure, existing)}
    >
      <Bilingual id={itemKey} label={label} value={value} onChange={setValue} rows={rows} />
      <SaveButton busy={saving === itemKey} />
    </Form>
  );
}

function QualityForm({ items, index }: { items: Items; index: number }) {
  const key = `about_quality_${index + 1}`;
  const n = index + 1;
  const item = items.get(key);
  const fallbackAl = al.about.quality[index];
  const fallbackMk = mk.about.quality[index];
  const [title, setTitle] = useState(
    titles(item, { al: fallbackAl?.title ?? '', mk: fallbackMk?.title ?? '' }),
  );
  const [text, setText] = useState(
    texts(item, { al: fallbackAl?.description ?? '', mk: fallbackMk?.description ?? '' }),
  );
  const { save, saving } = useSectionSave(items);
  return (
    <Card size="small" title={`Quality Feature ${n}`} style={{ marginBottom: 16 }}>
      <Form
        layout="vertical"
        onFinish={() =>
          void save(
            key,
            [entry(key, item, text, title)],
            uiMessage('aboutQualitySaved', 'en', { n }),
            uiMessage('aboutQualitySaveFailed', 'en', { n }),
          )
        }
      >
        <Bilingual id={`${key}-title`} label="Title" value={title} onChange={setTitle} />
        <Bilingual id={`${key}-description`} label="Description" value={text} onChange={setText} rows={2} />
        <SaveButton busy={saving === key} />
      </Form>
    </Card>
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
                {
                  key: 'vision',
                  label: 'Vision & Mission',
                  children: (
                    <>
                      <SectionForm
                        items={items}
                        itemKey="about_vision"
                        label="Vision"
                        fallback={{ al: al.about.vision, mk: mk.about.vision }}
                        success={uiMessage('aboutVisionSaved')}
                        failure={uiMessage('aboutVisionSaveFailed')}
                        rows={4}
                      />
                      <SectionForm
                        items={items}
                        itemKey="about_mission"
                        label="Mission"
                        fallback={{ al: al.about.mission, mk: mk.about.mission }}
                        success={uiMessage('aboutMissionSaved')}
                        failure={uiMessage('aboutMissionSaveFailed')}
                        rows={4}
                      />
                    </>
                  ),
                },
                {
                  key: 'why',
                  label: 'Why Choose Us',
                  children: (
                    <SectionForm
                      items={items}
                      itemKey="about_why_us"
                      label="Section Title"
                      fallback={{ al: al.about.qualityTitle, mk: mk.about.qualityTitle }}
                      success={uiMessage('aboutWhyUsSaved')}
                      failure={uiMessage('aboutWhyUsSaveFailed')}
                    />
                  ),
                },
                {
                  key: 'quality',
                  label: 'Quality Features',
                  children: [0, 1, 2].map((index) => <QualityForm key={index} items={items} index={index} />),
                },
              ]}
            />
          </>
        )}
      </Card>
    </AdminShell>
  );
}
