import { Button, Col, Flex, Form, Row, Space, Typography } from 'antd';
import { HERO_HEIGHT_PX, HERO_SLIDE_KEYS, contentUrlSchema, defaultContent } from '@hiti/contracts';
import type { BilingualSiteContentItem, BilingualText, Language } from '@hiti/contracts';
import { useAdminTexts, useAdminValidation } from '../i18n/use-admin-language';
import { BilingualInputs } from '../shared/ContentFields';
import { UrlUploadInput } from '../shared/UrlUploadInput';
import { useImageUpload } from '../shared/use-file-upload';
import { useContentEditor } from '../shared/use-content-editor';
import { valueRules } from '../shared/zod-form';
import { useSlideToasts, type SlideScreen } from './slide-toasts';
import { SLIDE_TEXT_FIELDS, slideFieldOf, slideSaveEntries, storedSlide } from './slides';
import type { HeroSlides, SlideTextField, SlideValues } from './slides';

const EMPTY: BilingualText = { mk: '', al: '' };
const LABELS = {
  title: 'mainHeading',
  description: 'description',
  subtitle: 'topLine',
} as const satisfies Record<SlideTextField, string>;

/** The shown slide, else the default slide of that place. */
function draftOf(slideKey: string, item: BilingualSiteContentItem | undefined): SlideValues {
  const source = item ?? defaultContent(slideKey);
  return {
    image: source?.content.mk ?? '',
    texts: {
      title: source?.metadata.title ?? EMPTY,
      description: source?.metadata.description ?? EMPTY,
      subtitle: source?.metadata.subtitle ?? EMPTY,
    },
  };
}

/** What the preview reads: the form's values as they are being typed (any of them may still be missing). */
interface SlidePreview {
  image?: string;
  texts?: Partial<Record<SlideTextField, Partial<BilingualText>>>;
}

function Preview({ draft, language }: { draft: SlidePreview; language: Language }) {
  const text = (field: SlideTextField) => {
    const value = { ...EMPTY, ...draft.texts?.[field] };
    return value[language] || value[language === 'mk' ? 'al' : 'mk'];
  };
  return (
    <div
      style={{
        position: 'relative',
        height: HERO_HEIGHT_PX * 0.5,
        borderRadius: 8,
        overflow: 'hidden',
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
        {text('subtitle') && (
          <Typography.Text style={{ color: '#fdba74' }}>{text('subtitle')}</Typography.Text>
        )}
        <Typography.Title level={3} style={{ color: '#fff', margin: '4px 0' }}>
          {text('title')}
        </Typography.Title>
        <Typography.Paragraph style={{ color: '#f5f5f4', margin: 0 }}>
          {text('description')}
        </Typography.Paragraph>
      </Flex>
    </div>
  );
}

/**
 * The one hero slide form (Homepage Hero Editor, Slider Management, Content Management): image, and
 * every text in Macedonian and Albanian side by side, with a live preview per language. `screen` names
 * the screen it is on, whose messages its save shows.
 */
export function SlideForm({
  slideKey,
  slides,
  screen,
  onDone,
}: {
  slideKey: string;
  slides: HeroSlides;
  screen: SlideScreen;
  onDone?: () => void;
}) {
  const [form] = Form.useForm<SlideValues>();
  const initial = draftOf(slideKey, slideKey === HERO_SLIDE_KEYS[0] ? slides.first : slides.second);
  const draft = (Form.useWatch([], form) as SlidePreview | undefined) ?? initial;
  const upload = useImageUpload();
  const { save: saveEntries, saving } = useContentEditor('hero');
  const toasts = useSlideToasts(screen, storedSlide(slides, slideKey) === undefined);
  const t = useAdminTexts('sliders');
  const shared = useAdminTexts('contentShared');
  const message = useAdminTexts('messages');
  const translate = useAdminValidation();

  const save = async (values: SlideValues) => {
    const done = await saveEntries(slideSaveEntries(slides, slideKey, values), toasts, {
      form,
      fieldOf: slideFieldOf,
    });
    if (done) onDone?.();
  };

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={14}>
        <Form<SlideValues>
          form={form}
          name={slideKey}
          layout="vertical"
          initialValues={initial}
          onFinish={(values) => void save(values)}
        >
          <Form.Item
            label={t('backgroundImage')}
            name="image"
            rules={valueRules(contentUrlSchema, translate)}
          >
            <UrlUploadInput
              accept="image/jpeg,image/png,image/webp"
              uploadLabel={t('upload')}
              uploading={upload.uploading}
              onUpload={upload.start}
            />
          </Form.Item>
          {SLIDE_TEXT_FIELDS.map((field) => (
            <BilingualInputs
              key={field}
              field={{ key: `texts.${field}`, label: t(LABELS[field]), multiline: field === 'description' }}
              name={['texts', field]}
            />
          ))}
          <Space>
            {onDone && <Button onClick={onDone}>{shared('cancel')}</Button>}
            <Button type="primary" htmlType="submit" disabled={saving}>
              {saving ? message('saving') : shared('saveChanges')}
            </Button>
          </Space>
        </Form>
      </Col>
      <Col xs={24} xl={10}>
        <Flex vertical gap={12}>
          <Typography.Text strong>{t('previewMk')}</Typography.Text>
          <Preview draft={draft} language="mk" />
          <Typography.Text strong>{t('previewAl')}</Typography.Text>
          <Preview draft={draft} language="al" />
        </Flex>
      </Col>
    </Row>
  );
}
