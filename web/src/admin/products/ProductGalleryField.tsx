import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Form, Input, Row, Typography } from 'antd';
import type { FormRule } from 'antd';
import { PRODUCT_IMAGES_MAX, type ProductImage } from '@hiti/contracts';
import { useAdminTexts } from '../i18n/use-admin-language';
import { FileUploadButton } from '../shared/FileUploadButton';
import type { FieldPath } from '../shared/zod-form';

const NEW_IMAGE: ProductImage = { url: '', alt: { mk: '', al: '' } };

export interface GalleryUpload {
  start: (file: File, onUploaded: (url: string) => void) => void;
  uploading: boolean;
}

/** The small picture of one image of the list (nothing while its URL is empty). */
function Thumbnail({ index }: { index: number }) {
  const url = Form.useWatch<string | undefined>(['images', index, 'url']);
  return (
    <div
      style={{
        width: 72,
        height: 54,
        flex: 'none',
        borderRadius: 6,
        background: '#f2f2f2',
        overflow: 'hidden',
      }}
    >
      {url ? <img src={url} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} /> : null}
    </div>
  );
}

/**
 * The product's images as a form list: several uploaded at once (one after another, in the order chosen,
 * as many as there is room for), each with its alt texts, moved up and down with buttons, removed.
 */
export function ProductGalleryField({
  rulesOf,
  listRules,
  upload,
}: {
  rulesOf: (field: FieldPath) => FormRule[];
  /** The rules of the list as a whole (how many, the card image). */
  listRules: { validator: (rule: unknown, value: unknown) => Promise<void> }[];
  upload: GalleryUpload;
}) {
  const t = useAdminTexts('productGallery');
  const form = Form.useFormInstance();
  const uploadAll = (files: readonly File[], add: (image: ProductImage) => void) => {
    const room =
      PRODUCT_IMAGES_MAX - ((form.getFieldValue('images') as ProductImage[] | undefined)?.length ?? 0);
    const next = ([file, ...later]: readonly File[]) => {
      if (!file) return;
      upload.start(file, (url) => {
        add({ ...NEW_IMAGE, url });
        next(later);
      });
    };
    next(files.slice(0, Math.max(room, 0)));
  };
  return (
    <Form.List name="images" rules={listRules}>
      {(fields, { add, remove, move }, { errors }) => (
        <Form.Item label={t('images')} required extra={t('help', { max: PRODUCT_IMAGES_MAX })}>
          {fields.length === 0 && <Typography.Text type="secondary">{t('empty')}</Typography.Text>}
          <ol aria-label={t('images')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {fields.map((field, index) => {
              const n = index + 1;
              return (
                <li key={field.key} style={{ borderBottom: '1px solid #f0f0f0', padding: '8px 0' }}>
                  <Flex gap={12} align="start">
                    <Thumbnail index={field.name} />
                    <div style={{ flex: 1, minWidth: 0 }}>
                      <Typography.Text strong>
                        {t('imageNumber', { n })}
                        {index === 0 ? ` · ${t('cardImage')}` : ''}
                      </Typography.Text>
                      <Form.Item
                        label={t('url', { n })}
                        name={[field.name, 'url']}
                        rules={rulesOf(['images', index, 'url'])}
                        style={{ marginBottom: 8 }}
                      >
                        <Input />
                      </Form.Item>
                      <Row gutter={8}>
                        {(['mk', 'al'] as const).map((language) => (
                          <Col xs={24} md={12} key={language}>
                            <Form.Item
                              label={t(language === 'mk' ? 'altMk' : 'altAl', { n })}
                              name={[field.name, 'alt', language]}
                              rules={rulesOf(['images', index, 'alt', language])}
                              style={{ marginBottom: 8 }}
                            >
                              <Input />
                            </Form.Item>
                          </Col>
                        ))}
                      </Row>
                    </div>
                    <Flex vertical gap={4}>
                      <Button
                        icon={<ArrowUpOutlined />}
                        aria-label={t('moveUp', { n })}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      />
                      <Button
                        icon={<ArrowDownOutlined />}
                        aria-label={t('moveDown', { n })}
                        disabled={index === fields.length - 1}
                        onClick={() => move(index, index + 1)}
                      />
                      <Button
                        icon={<DeleteOutlined />}
                        danger
                        aria-label={t('remove', { n })}
                        onClick={() => remove(index)}
                      />
                    </Flex>
                  </Flex>
                </li>
              );
            })}
          </ol>
          <Flex gap={8} wrap style={{ marginTop: 8 }}>
            <FileUploadButton
              accept="image/jpeg,image/png,image/webp"
              multiple
              label={t('uploadImages')}
              uploading={upload.uploading}
              onFiles={(files) => uploadAll(files, add)}
            />
            <Button onClick={() => add(NEW_IMAGE)} disabled={fields.length >= PRODUCT_IMAGES_MAX}>
              {t('addUrl')}
            </Button>
          </Flex>
          <Form.ErrorList errors={errors} />
        </Form.Item>
      )}
    </Form.List>
  );
}
