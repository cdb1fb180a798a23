import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Flex, Form, Input, Row, Typography } from 'antd';
import { useState } from 'react';
import { HERO_SLIDE_KEYS, uiMessage } from '@hiti/contracts';
import type { SiteContentItem } from '@hiti/contracts';
import { FileUploadButton } from '../shared/FileUploadButton';
import { useImageUpload } from '../shared/use-file-upload';
import { useUpdateExisting } from './use-update-existing';

function SlideForm({
  item,
  items,
  onClose,
}: {
  item: SiteContentItem;
  items: ReadonlyMap<string, SiteContentItem>;
  onClose: () => void;
}) {
  const [image, setImage] = useState(item.content);
  const [title, setTitle] = useState(item.metadata.title ?? '');
  const [description, setDescription] = useState(item.metadata.description ?? '');
  const upload = useImageUpload();
  const { save, saving } = useUpdateExisting(items);
  const submit = async () => {
    if (await save('Slider', [{ key: item.key, content: image, metadata: { title, description } }]))
      onClose();
  };
  return (
    <Form layout="vertical" onFinish={() => void submit()}>
      {image && (
        <img
          src={image}
          alt=""
          style={{ width: '100%', maxHeight: 160, objectFit: 'cover', borderRadius: 6 }}
        />
      )}
      <Form.Item label="Image" style={{ marginTop: 12 }}>
        <FileUploadButton
          accept="image/jpeg,image/png,image/webp"
          label="Upload Image"
          uploading={upload.uploading}
          onFile={(file) => upload.start(file, setImage)}
        />
      </Form.Item>
      <Form.Item label="Caption Title" htmlFor={`${item.key}-title`}>
        <Input id={`${item.key}-title`} value={title} onChange={(event) => setTitle(event.target.value)} />
      </Form.Item>
      <Form.Item label="Caption Description" htmlFor={`${item.key}-description`}>
        <Input.TextArea
          id={`${item.key}-description`}
          autoSize={{ minRows: 2, maxRows: 6 }}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </Form.Item>
      <Flex gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" htmlType="submit" disabled={saving}>
          {saving ? uiMessage('saving') : 'Save Changes'}
        </Button>
      </Flex>
    </Form>
  );
}

export function SliderImagesTab({ items }: { items: ReadonlyMap<string, SiteContentItem> }) {
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <Row gutter={[16, 16]}>
      {HERO_SLIDE_KEYS.map((key, index) => {
        const item = items.get(key);
        return (
          <Col key={key} xs={24} md={12}>
            <Card
              title={`Slider ${index + 1}`}
              extra={
                item && editing !== key ? (
                  <Button icon={<EditOutlined />} onClick={() => setEditing(key)}>
                    Edit
                  </Button>
                ) : null
              }
            >
              {!item ? (
                <Empty description={`No content stored under ${key}`} />
              ) : editing === key ? (
                <SlideForm item={item} items={items} onClose={() => setEditing(null)} />
              ) : (
                <>
                  {item.content && (
                    <img
                      src={item.content}
                      alt=""
                      style={{ width: '100%', maxHeight: 180, objectFit: 'cover', borderRadius: 6 }}
                    />
                  )}
                  <Typography.Title level={5}>{item.metadata.title || '—'}</Typography.Title>
                  <Typography.Paragraph type="secondary">{item.metadata.description}</Typography.Paragraph>
                </>
              )}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
