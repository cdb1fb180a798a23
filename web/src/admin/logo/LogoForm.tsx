import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { DEFAULT_CONTENT_IMAGES, MAIN_LOGO_KEY, defaultContent, uiMessage } from '@hiti/contracts';
import type { BilingualSiteContentItem, BilingualText } from '@hiti/contracts';
import { useSaveContent } from '../../api/site-content';
import { useToast } from '../../app/toast';
import { BilingualInputs } from '../shared/ContentFields';
import { FileUploadButton } from '../shared/FileUploadButton';
import { useImageUpload } from '../shared/use-file-upload';

/** The one logo form (Logo Management and the Content Management tab): image, and alt text in both languages. */
export function LogoForm({ item }: { item: BilingualSiteContentItem | undefined }) {
  const [src, setSrc] = useState(item?.content.mk ?? '');
  const [alt, setAlt] = useState<BilingualText>(
    item?.metadata.alt ?? defaultContent(MAIN_LOGO_KEY)?.metadata.alt ?? { mk: '', al: '' },
  );
  const upload = useImageUpload({ logo: true });
  const mutation = useSaveContent();
  const toast = useToast();

  const save = () =>
    mutation
      .mutateAsync([
        {
          type: 'logo',
          key: MAIN_LOGO_KEY,
          content: { mk: src, al: '' },
          contentType: 'image',
          metadata: { ...item?.metadata, alt },
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
    <Form layout="vertical" onFinish={() => void save()}>
      <Form.Item label="Current Logo">
        <img
          src={src || DEFAULT_CONTENT_IMAGES.logo}
          alt={alt.mk}
          style={{ maxHeight: 80, maxWidth: 280, padding: 12, border: '1px dashed #d6d3d1', borderRadius: 8 }}
          onError={(event) => {
            event.currentTarget.src = DEFAULT_CONTENT_IMAGES.logo;
          }}
        />
      </Form.Item>
      <Form.Item label="Logo File (PNG, JPG or SVG)">
        <FileUploadButton
          accept="image/png,image/jpeg,image/svg+xml"
          label="Choose Logo File"
          uploading={upload.uploading}
          onFile={(file) => upload.start(file, setSrc)}
        />
      </Form.Item>
      <BilingualInputs
        field={{ key: 'logo_alt', label: 'Alt Text' }}
        values={{ 'logo_alt.mk': alt.mk, 'logo_alt.al': alt.al }}
        onChange={(name, value) =>
          setAlt((current) => ({ ...current, [name.endsWith('.mk') ? 'mk' : 'al']: value }))
        }
      />
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
