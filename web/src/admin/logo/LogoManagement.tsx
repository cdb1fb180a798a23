import { Alert, Button, Card, Flex, Form, Input, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { DEFAULT_CONTENT_IMAGES, MAIN_LOGO_KEY, uiMessage } from '@hiti/contracts';
import type { SiteContentItem } from '@hiti/contracts';
import { createSiteContent, updateSiteContent, useSiteContent } from '../../api/site-content';
import { useToast } from '../../app/toast';
import { AdminShell } from '../layout/AdminShell';
import { FileUploadButton } from '../shared/FileUploadButton';
import { useImageUpload } from '../shared/use-file-upload';

function LogoForm({ item }: { item: SiteContentItem | undefined }) {
  const [src, setSrc] = useState(item?.content ?? '');
  const [alt, setAlt] = useState(item?.metadata.alt ?? 'Hiti Kamina');
  const [saving, setSaving] = useState(false);
  const upload = useImageUpload({ logo: true });
  const toast = useToast();

  const save = async () => {
    setSaving(true);
    try {
      if (item) {
        await updateSiteContent(item.id, {
          content: src,
          contentType: 'image',
          metadata: { ...item.metadata, alt },
        });
      } else {
        try {
          await createSiteContent({
            type: 'logo',
            key: MAIN_LOGO_KEY,
            content: src,
            contentType: 'image',
            metadata: { alt },
          });
        } catch (error) {
          toast({ title: uiMessage('logoCreateFailed'), variant: 'destructive' });
          throw error;
        }
      }
      toast({ title: uiMessage('logoUpdated'), description: uiMessage('logoUpdatedBody') });
      window.location.reload();
    } catch {
      toast({
        title: uiMessage('logoError'),
        description: uiMessage('logoErrorBody'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form layout="vertical" onFinish={() => void save()}>
      <Form.Item label="Current Logo">
        <img
          src={src || DEFAULT_CONTENT_IMAGES.logo}
          alt={alt}
          style={{ maxHeight: 80, maxWidth: 280, padding: 12, border: '1px dashed #d6d3d1', borderRadius: 8 }}
          onError={(event) => {
            event.currentTarget.src = DEFAULT_CONTENT_IMAGES.logo;
          }}
        />
      </Form.Item>
      <Form.Item label="Logo File">
        <FileUploadButton
          accept="image/png,image/jpeg,image/svg+xml"
          label="Choose Logo File"
          uploading={upload.uploading}
          onFile={(file) => upload.start(file, setSrc)}
        />
      </Form.Item>
      <Form.Item label="Alt Text" htmlFor="logo-alt-text">
        <Input id="logo-alt-text" value={alt} onChange={(event) => setAlt(event.target.value)} />
      </Form.Item>
      <Alert
        type="info"
        style={{ marginBottom: 16 }}
        title="Recommended size: 200-250 px wide, 50-80 px high. PNG or SVG with a transparent background."
      />
      <Button type="primary" htmlType="submit" disabled={saving || !src}>
        {saving ? uiMessage('saving') : 'Save Logo'}
      </Button>
    </Form>
  );
}

export function LogoManagement() {
  const logo = useSiteContent('logo');
  const item = logo.data?.find((candidate) => candidate.key === MAIN_LOGO_KEY);
  return (
    <AdminShell title="Logo Management" backTo="/admin/dashboard" maxWidth={800}>
      <Card title="Update Website Logo">
        {logo.isPending ? <Skeleton active /> : <LogoForm key={item?.updatedAt ?? 'new'} item={item} />}
        <Flex style={{ marginTop: 16 }}>
          <Typography.Link href="/admin/dashboard">Back to Dashboard</Typography.Link>
        </Flex>
      </Card>
    </AdminShell>
  );
}
