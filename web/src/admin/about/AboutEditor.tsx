import { Button, Card, Flex, Form, Skeleton, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ABOUT_FALLBACK_KEYS, DEFAULT_CONTENT_IMAGES, defaultContent, uiMessage } from '@hiti/contracts';
import type { BilingualSiteContentItem, BilingualText } from '@hiti/contracts';
import { useBilingualSiteContent, useSaveContent, type ContentEntry } from '../../api/site-content';
import { useToast } from '../../app/toast';
import { AdminShell } from '../layout/AdminShell';
import { BilingualInputs } from '../shared/ContentFields';
import { FileUploadButton } from '../shared/FileUploadButton';
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

function SaveButton({ busy }: { busy: boolean }) {
  return (
    <Button type="primary" htmlType="submit" disabled={busy}>
      {busy ? uiMessage('saving') : 'Save Changes'}
    </Button>
  );
}

/** A bilingual value edited side by side, as a small state of its own. */
function useBilingual(initial: BilingualText) {
  const [value, setValue] = useState(initial);
  const onChange = (name: string, text: string) =>
    setValue((current) => ({ ...current, [name.endsWith('.mk') ? 'mk' : 'al']: text }));
  return { value, onChange };
}

function Texts({
  id,
  label,
  state,
  multiline,
}: {
  id: string;
  label: string;
  state: ReturnType<typeof useBilingual>;
  multiline?: boolean;
}) {
  const values = { [`${id}.mk`]: state.value.mk, [`${id}.al`]: state.value.al };
  return <BilingualInputs field={{ key: id, label, multiline }} values={values} onChange={state.onChange} />;
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
  const title = useBilingual(stored.title);
  const text = useBilingual(stored.content);
  const [image, setImage] = useState(stored.item?.metadata.imageUrl ?? DEFAULT_CONTENT_IMAGES.aboutStory);
  const upload = useImageUpload();
  const { save, saving } = useSectionSave();
  const submit = () =>
    save(
      [
        {
          type: 'about',
          key: itemKey,
          content: text.value,
          metadata: {
            ...stored.item?.metadata,
            ...(titleLabel ? { title: title.value } : {}),
            ...(withImage ? { imageUrl: image } : {}),
          },
        },
      ],
      success,
      failure,
    );
  return (
    <Form layout="vertical" onFinish={() => void submit()}>
      {titleLabel && <Texts id={`${itemKey}_title`} label={titleLabel} state={title} />}
      <Texts id={itemKey} label={textLabel} state={text} multiline />
      {withImage && (
        <Form.Item label="Image" extra="PNG, JPG">
          <Flex gap={12} align="center">
            {image && (
              <img
                src={image}
                alt=""
                style={{ width: 120, height: 80, objectFit: 'cover', borderRadius: 6 }}
              />
            )}
            <FileUploadButton
              accept="image/png,image/jpeg"
              label="Choose Image"
              uploading={upload.uploading}
              onFile={(file) => upload.start(file, setImage)}
            />
          </Flex>
        </Form.Item>
      )}
      <SaveButton busy={saving} />
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
