import { Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { DEFAULT_CONTENT_IMAGES, MAIN_LOGO_KEY, uiMessage } from '@hiti/contracts';
import type { SiteContentItem } from '@hiti/contracts';
import { FileUploadButton } from '../shared/FileUploadButton';
import { useImageUpload } from '../shared/use-file-upload';
import { useUpdateExisting } from './use-update-existing';

export function LogoTab({ items }: { items: ReadonlyMap<string, SiteContentItem> }) {
  const item = items.get(MAIN_LOGO_KEY);
  const [src, setSrc] = useState(item?.content ?? '');
  const [alt, setAlt] = useState(item?.metadata.alt ?? '');
  const upload = useImageUpload({ logo: true });
  const { save, saving } = useUpdateExisting(items);
  return (
    <Form
      layout="vertical"
      onFinish={() => void save('Logo', [{ key: MAIN_LOGO_KEY, content: src, metadata: { alt } }])}
    >
      <Form.Item label="Current Logo">
        <img
          src={src || DEFAULT_CONTENT_IMAGES.logo}
          alt={alt || 'Logo'}
          style={{ maxHeight: 80, maxWidth: 260, padding: 8, border: '1px dashed #d6d3d1', borderRadius: 8 }}
        />
      </Form.Item>
      <Form.Item label="Upload Logo (PNG, JPG or SVG)">
        <FileUploadButton
          accept="image/png,image/jpeg,image/svg+xml"
          label="Choose File"
          uploading={upload.uploading}
          onFile={(file) => upload.start(file, setSrc)}
        />
      </Form.Item>
      <Form.Item label="Alt Text" htmlFor="logo-alt">
        <Input id="logo-alt" value={alt} onChange={(event) => setAlt(event.target.value)} />
      </Form.Item>
      <Flex>
        <Button type="primary" htmlType="submit" disabled={saving}>
          {saving ? uiMessage('saving') : 'Save Changes'}
        </Button>
      </Flex>
    </Form>
  );
}
