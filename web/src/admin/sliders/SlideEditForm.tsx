import { Button, Card, Col, Flex, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { uiMessage } from '@hiti/contracts';
import type { SiteContentMetadata } from '@hiti/contracts';
import { FileUploadButton } from '../shared/FileUploadButton';
import { useImageUpload } from '../shared/use-file-upload';

export interface SlideDraft {
  key: string;
  image: string;
  title: string;
  description: string;
  titleMk: string;
  descriptionMk: string;
}

export function slideMetadata(draft: SlideDraft): SiteContentMetadata {
  return {
    title: draft.title,
    description: draft.description,
    title_mk: draft.titleMk,
    description_mk: draft.descriptionMk,
  };
}

export function SlideEditForm({
  initial,
  saving,
  onSave,
  onCancel,
}: {
  initial: SlideDraft;
  saving: boolean;
  onSave: (draft: SlideDraft) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const upload = useImageUpload();
  const set = (patch: Partial<SlideDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const text = (field: keyof SlideDraft, label: string, multiline = false) => (
    <Form.Item label={label} htmlFor={`slide-${field}`}>
      {multiline ? (
        <Input.TextArea
          id={`slide-${field}`}
          autoSize={{ minRows: 2, maxRows: 6 }}
          value={draft[field]}
          onChange={(event) => set({ [field]: event.target.value })}
        />
      ) : (
        <Input
          id={`slide-${field}`}
          value={draft[field]}
          onChange={(event) => set({ [field]: event.target.value })}
        />
      )}
    </Form.Item>
  );
  return (
    <Card title={`Edit ${initial.key}`}>
      <Form layout="vertical" onFinish={() => onSave(draft)}>
        {draft.image && (
          <img
            src={draft.image}
            alt=""
            style={{ width: '100%', maxHeight: 220, objectFit: 'cover', borderRadius: 8 }}
          />
        )}
        <Form.Item label="Image" style={{ marginTop: 12 }}>
          <FileUploadButton
            accept="image/jpeg,image/png,image/webp"
            label="Upload Image"
            uploading={upload.uploading}
            onFile={(file) => upload.start(file, (image) => set({ image }))}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            {text('title', 'Main Heading (Albanian)')}
            {text('description', 'Subtitle (Albanian)', true)}
          </Col>
          <Col xs={24} md={12}>
            {text('titleMk', 'Main Heading (Macedonian)')}
            {text('descriptionMk', 'Subtitle (Macedonian)', true)}
          </Col>
        </Row>
        <Flex gap={8}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="primary" htmlType="submit" disabled={saving}>
            {saving ? uiMessage('saving') : 'Save Homepage Slider'}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
