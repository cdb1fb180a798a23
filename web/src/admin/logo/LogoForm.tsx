import { Alert, Button, Form } from 'antd';
import { DEFAULT_CONTENT_IMAGES, MAIN_LOGO_KEY, defaultContent, uiMessage } from '@hiti/contracts';
import type { BilingualSiteContentItem, BilingualText } from '@hiti/contracts';
import { useSaveContent } from '../../api/site-content';
import { useToast } from '../../app/toast';
import { BilingualInputs } from '../shared/ContentFields';
import { ImageChooser } from '../shared/ImageChooser';
import { useImageUpload } from '../shared/use-file-upload';

interface LogoValues {
  src: string;
  alt: BilingualText;
}

/** The one logo form (Logo Management and the Content Management tab): image, and alt text in both languages. */
export function LogoForm({ item }: { item: BilingualSiteContentItem | undefined }) {
  const [form] = Form.useForm<LogoValues>();
  const src = Form.useWatch('src', form) ?? item?.content.mk ?? '';
  const upload = useImageUpload({ logo: true });
  const mutation = useSaveContent();
  const toast = useToast();

  const save = (values: LogoValues) =>
    mutation
      .mutateAsync([
        {
          type: 'logo',
          key: MAIN_LOGO_KEY,
          content: { mk: values.src, al: '' },
          contentType: 'image',
          metadata: { ...item?.metadata, alt: values.alt },
        },
      ])
      .then(
        () => toast({ title: uiMessage('logoUpdated'), description: uiMessage('logoUpdatedBody') }),
        () =>
          toast({
            title: uiMessage('logoError'),
            description: uiMessage('logoErrorBody'),
            variant: 'destructive',
          }),
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
      <Form.Item label="Current Logo and Logo File (PNG, JPG or SVG)" name="src">
        <ImageChooser
          accept="image/png,image/jpeg,image/svg+xml"
          label="Choose Logo File"
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
      <BilingualInputs field={{ key: 'alt', label: 'Alt Text' }} />
      <Alert
        type="info"
        style={{ marginBottom: 16 }}
        title="Recommended size: 200-250 px wide, 50-80 px high. PNG or SVG with a transparent background."
      />
      <Button type="primary" htmlType="submit" disabled={mutation.isPending || !src}>
        {mutation.isPending ? uiMessage('saving') : 'Save Logo'}
      </Button>
    </Form>
  );
}
