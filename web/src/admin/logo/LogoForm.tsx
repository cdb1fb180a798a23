import { UndoOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form } from 'antd';
import { DEFAULT_CONTENT_IMAGES, MAIN_LOGO_KEY, defaultContent } from '@hiti/contracts';
import type { BilingualSiteContentItem, BilingualText } from '@hiti/contracts';
import { useAdminTexts } from '../i18n/use-admin-language';
import { BilingualInputs } from '../shared/ContentFields';
import { ImageChooser } from '../shared/ImageChooser';
import { useImageUpload } from '../shared/use-file-upload';
import { useContentEditor } from '../shared/use-content-editor';

interface LogoValues {
  src: string;
  alt: BilingualText;
}

/** The one logo form (Logo Management and the Content Management tab): image, and alt text in both languages. */
export function LogoForm({ item }: { item: BilingualSiteContentItem | undefined }) {
  const [form] = Form.useForm<LogoValues>();
  const src = Form.useWatch('src', form) ?? item?.content.mk ?? '';
  const upload = useImageUpload({ logo: true });
  const { save: saveEntries, saving } = useContentEditor('logo');
  const t = useAdminTexts('logo');
  const message = useAdminTexts('messages');

  const save = (values: LogoValues) =>
    saveEntries(
      [
        {
          type: 'logo',
          key: MAIN_LOGO_KEY,
          content: { mk: values.src, al: '' },
          contentType: 'image',
          metadata: { ...item?.metadata, alt: values.alt },
        },
      ],
      {
        saved: { title: message('logoUpdated'), description: message('logoUpdatedBody') },
        failed: { title: message('logoError'), description: message('logoErrorBody') },
      },
      {
        form,
        fieldOf: (_key, path) => (path.startsWith('metadata.alt.') ? path.split('.').slice(1) : 'src'),
      },
    );

  return (
    <Form<LogoValues>
      form={form}
      name="logo"
      layout="vertical"
      initialValues={{
        src: item?.content.mk ?? '',
        alt: item?.metadata.alt ?? defaultContent(MAIN_LOGO_KEY)?.metadata.alt ?? { mk: '', al: '' },
      }}
      onFinish={(values) => void save(values)}
    >
      <Form.Item label={t('file')} name="src">
        <ImageChooser
          accept="image/png,image/jpeg,image/webp,image/svg+xml"
          label={t('chooseFile')}
          uploading={upload.uploading}
          onUpload={upload.start}
          fallback={DEFAULT_CONTENT_IMAGES.logo}
          previewStyle={{
            width: 'auto',
            height: 'auto',
            maxHeight: 80,
            maxWidth: 280,
            objectFit: 'contain',
            padding: 12,
            border: '1px dashed #d6d3d1',
            borderRadius: 8,
          }}
        />
      </Form.Item>
      <BilingualInputs field={{ key: 'alt', label: t('altText') }} />
      <Alert type="info" style={{ marginBottom: 16 }} title={t('recommendedSize')} />
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" disabled={saving || !src}>
          {saving ? message('saving') : t('save')}
        </Button>
        {src !== DEFAULT_CONTENT_IMAGES.logo && (
          <Button
            icon={<UndoOutlined />}
            onClick={() => form.setFieldValue('src', DEFAULT_CONTENT_IMAGES.logo)}
          >
            {t('useDefault')}
          </Button>
        )}
      </Flex>
    </Form>
  );
}
