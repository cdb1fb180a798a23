import { Button, Card, Form, Skeleton, Tabs, Typography } from 'antd';
import { useMemo } from 'react';
import { ABOUT_FALLBACK_KEYS, DEFAULT_CONTENT_IMAGES, defaultContent, uiMessage } from '@hiti/contracts';
import type { BilingualSiteContentItem, BilingualText } from '@hiti/contracts';
import { useBilingualSiteContent, useSaveContent, type ContentEntry } from '../../api/site-content';
import { useToast } from '../../app/toast';
import { AdminShell } from '../layout/AdminShell';
import { BilingualInputs } from '../shared/ContentFields';
import { ImageChooser } from '../shared/ImageChooser';
import { contentItems } from '../shared/use-content-form';
import { useImageUpload } from '../shared/use-file-upload';

type Items = ReadonlyMap<string, BilingualSiteContentItem>;
type AboutKey =
  'about_story' | 'about_vision' | 'about_mission' | 'about_why_us' | `about_quality_${1 | 2 | 3}`;

const EMPTY: BilingualText = { mk: '', al: '' };

/** An about item by its key, else by its older key (e.g. `about_story`, else `company_story`). */
function aboutItem(items: Items, key: AboutKey): BilingualSiteContentItem | undefined {
  const fallback = (ABOUT_FALLBACK_KEYS as Partial<Record<AboutKey, string>>)[key];
  return items.get(key) ?? (fallback ? items.get(fallback) : undefined);
}

/** The stored text and title of a section, else the default texts. */
function sectionTexts(items: Items, key: AboutKey) {
  const item = aboutItem(items, key);
  const defaults = defaultContent(key);
  return {
    item,
    content: item?.content ?? defaults?.content ?? EMPTY,
    title: item?.metadata.title ?? defaults?.metadata.title ?? EMPTY,
  };
}

/** Saves a section's entries through the one content mutation and reports one success or failure text. */
function useSectionSave() {
  const mutation = useSaveContent();
  const toast = useToast();
  const save = (entries: ContentEntry[], success: string, failure: string) =>
    mutation.mutateAsync(entries).then(
      () => toast({ title: uiMessage('successTitle'), description: success }),
      () => toast({ title: uiMessage('errorTitle'), description: failure, variant: 'destructive' }),
    );
  return { save, saving: mutation.isPending };
}

interface SectionValues {
  title: BilingualText;
  content: BilingualText;
  imageUrl: string;
}

/** A section with a title and a text, saved under its key (an older key's item is carried over). */
function SectionForm({
  items,
  itemKey,
  titleLabel,
  textLabel,
  success,
  failure,
  withImage,
}: {
  items: Items;
  itemKey: AboutKey;
  titleLabel?: string;
  textLabel: string;
  success: string;
  failure: string;
  withImage?: boolean;
}) {
  const stored = sectionTexts(items, itemKey);
  const upload = useImageUpload();
  const { save, saving } = useSectionSave();
  const submit = (values: SectionValues) =>
    save(
      [
        {
          type: 'about',
          key: itemKey,
          content: values.content,
          metadata: {
            ...stored.item?.metadata,
            ...(titleLabel ? { title: values.title } : {}),
            ...(withImage ? { imageUrl: values.imageUrl } : {}),
          },
        },
      ],
      success,
      failure,
    );
  return (
    <Form<SectionValues>
      name={itemKey}
      layout="vertical"
      initialValues={{
        title: stored.title,
        content: stored.content,
        imageUrl: stored.item?.metadata.imageUrl ?? DEFAULT_CONTENT_IMAGES.aboutStory,
      }}
      onFinish={(values) => void submit(values)}
    >
      {titleLabel && <BilingualInputs field={{ key: 'title', label: titleLabel }} />}
      <BilingualInputs field={{ key: 'content', label: textLabel, multiline: true }} />
      {withImage && (
        <Form.Item label="Image" name="imageUrl" extra="PNG, JPG">
          <ImageChooser
            accept="image/png,image/jpeg"
            label="Choose Image"
            uploading={upload.uploading}
            onUpload={upload.start}
          />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" disabled={saving}>
        {saving ? uiMessage('saving') : 'Save Changes'}
      </Button>
    </Form>
  );
}

export function AboutEditor() {
  const about = useBilingualSiteContent('about');
  const items = useMemo(() => contentItems(about.data), [about.data]);
  return (
    <AdminShell title="About Page Editor" backTo="/admin/dashboard">
      <Card>
        {about.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <>
            <Typography.Paragraph type="secondary">
              These texts appear on the /about page, each in Macedonian (MK) and Albanian (AL).
            </Typography.Paragraph>
            <Tabs
              items={[
                {
                  key: 'story',
                  label: 'Our Story',
                  children: (
                    <SectionForm
                      items={items}
                      itemKey="about_story"
                      titleLabel="Title"
                      textLabel="Content"
                      success={uiMessage('aboutStorySaved')}
                      failure={uiMessage('aboutStorySaveFailed')}
                      withImage
                    />
                  ),
                },
                {
                  key: 'vision',
                  label: 'Vision & Mission',
                  children: (
                    <>
                      <SectionForm
                        items={items}
                        itemKey="about_vision"
                        titleLabel="Vision Title"
                        textLabel="Vision"
                        success={uiMessage('aboutVisionSaved')}
                        failure={uiMessage('aboutVisionSaveFailed')}
                      />
                      <SectionForm
                        items={items}
                        itemKey="about_mission"
                        titleLabel="Mission Title"
                        textLabel="Mission"
                        success={uiMessage('aboutMissionSaved')}
                        failure={uiMessage('aboutMissionSaveFailed')}
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
                      textLabel="Section Title"
                      success={uiMessage('aboutWhyUsSaved')}
                      failure={uiMessage('aboutWhyUsSaveFailed')}
                    />
                  ),
                },
                {
                  key: 'quality',
                  label: 'Quality Features',
                  children: ([1, 2, 3] as const).map((n) => (
                    <Card key={n} size="small" title={`Quality Feature ${n}`} style={{ marginBottom: 16 }}>
                      <SectionForm
                        items={items}
                        itemKey={`about_quality_${n}`}
                        titleLabel="Title"
                        textLabel="Description"
                        success={uiMessage('aboutQualitySaved', 'en', { n })}
                        failure={uiMessage('aboutQualitySaveFailed', 'en', { n })}
                      />
                    </Card>
                  )),
                },
              ]}
            />
          </>
        )}
      </Card>
    </AdminShell>
  );
}
