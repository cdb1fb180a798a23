import { Button, Card, Form, Tabs, Typography } from 'antd';
import { ABOUT_FALLBACK_KEYS, DEFAULT_CONTENT_IMAGES, defaultContent } from '@hiti/contracts';
import type { BilingualSiteContentItem, BilingualText } from '@hiti/contracts';
import { useAdminTexts } from '../i18n/use-admin-language';
import { AdminShell } from '../layout/AdminShell';
import { BilingualInputs } from '../shared/ContentFields';
import { ContentRead } from '../shared/ContentRead';
import { ImageChooser } from '../shared/ImageChooser';
import type { FieldPath } from '../shared/zod-form';
import { useImageUpload } from '../shared/use-file-upload';
import { useContentEditor } from '../shared/use-content-editor';

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

interface SectionValues {
  title: BilingualText;
  content: BilingualText;
  imageUrl: string;
}

/** Where a refused part of a section's entry sits in its form. */
function sectionFieldOf(_key: string, path: string): FieldPath | undefined {
  const [part, field, language] = path.split('.');
  if (part === 'content') return ['content', field === 'al' ? 'al' : 'mk'];
  if (field === 'imageUrl') return 'imageUrl';
  return field === 'title' ? ['title', language === 'al' ? 'al' : 'mk'] : undefined;
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
  const { save, saving } = useContentEditor('about');
  const [form] = Form.useForm<SectionValues>();
  const t = useAdminTexts('about');
  const shared = useAdminTexts('contentShared');
  const message = useAdminTexts('messages');
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
      {
        saved: { title: message('successTitle'), description: success },
        failed: { title: message('errorTitle'), description: failure },
      },
      { form, fieldOf: sectionFieldOf },
    );
  return (
    <Form<SectionValues>
      form={form}
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
        <Form.Item label={t('image')} name="imageUrl" extra={t('imageFormats')}>
          <ImageChooser
            accept="image/png,image/jpeg"
            label={t('chooseImage')}
            uploading={upload.uploading}
            onUpload={upload.start}
          />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" disabled={saving}>
        {saving ? message('saving') : shared('saveChanges')}
      </Button>
    </Form>
  );
}

export function AboutEditor() {
  const { query: about, items } = useContentEditor('about');
  const t = useAdminTexts('about');
  const message = useAdminTexts('messages');
  return (
    <AdminShell title={t('title')} backTo="/admin/dashboard">
      <Card>
        <ContentRead query={about}>
          <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
          <Tabs
            items={[
              {
                key: 'story',
                label: t('storyTab'),
                children: (
                  <SectionForm
                    items={items}
                    itemKey="about_story"
                    titleLabel={t('sectionTitle')}
                    textLabel={t('content')}
                    success={message('aboutStorySaved')}
                    failure={message('aboutStorySaveFailed')}
                    withImage
                  />
                ),
              },
              {
                key: 'vision',
                label: t('visionTab'),
                children: (
                  <>
                    <SectionForm
                      items={items}
                      itemKey="about_vision"
                      titleLabel={t('visionTitle')}
                      textLabel={t('vision')}
                      success={message('aboutVisionSaved')}
                      failure={message('aboutVisionSaveFailed')}
                    />
                    <SectionForm
                      items={items}
                      itemKey="about_mission"
                      titleLabel={t('missionTitle')}
                      textLabel={t('mission')}
                      success={message('aboutMissionSaved')}
                      failure={message('aboutMissionSaveFailed')}
                    />
                  </>
                ),
              },
              {
                key: 'why',
                label: t('whyTab'),
                children: (
                  <SectionForm
                    items={items}
                    itemKey="about_why_us"
                    textLabel={t('whyTitle')}
                    success={message('aboutWhyUsSaved')}
                    failure={message('aboutWhyUsSaveFailed')}
                  />
                ),
              },
              {
                key: 'quality',
                label: t('qualityTab'),
                children: ([1, 2, 3] as const).map((n) => (
                  <Card key={n} size="small" title={t('qualityFeature', { n })} style={{ marginBottom: 16 }}>
                    <SectionForm
                      items={items}
                      itemKey={`about_quality_${n}`}
                      titleLabel={t('sectionTitle')}
                      textLabel={t('description')}
                      success={message('aboutQualitySaved', { n })}
                      failure={message('aboutQualitySaveFailed', { n })}
                    />
                  </Card>
                )),
              },
            ]}
          />
        </ContentRead>
      </Card>
    </AdminShell>
  );
}
