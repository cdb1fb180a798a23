import { Form, Image } from 'antd';
import { useMemo } from 'react';
import { DEFAULT_CONTENT_IMAGES, contentUrlSchema } from '@hiti/contracts';
import { ApiError } from '../../api/client';
import { useAdminTexts } from '../i18n/use-admin-language';
import { ContentFieldsForm } from '../shared/ContentFieldsForm';
import type { ContentField } from '../shared/use-content-editor';

const PLACEHOLDER_IMAGE = DEFAULT_CONTENT_IMAGES.homeAbout;

export function HomeAboutEditor() {
  const t = useAdminTexts('homeAbout');
  const message = useAdminTexts('messages');
  const fields = useMemo<ContentField[]>(
    () => [
      { key: 'home_about_subtitle', label: t('subtitle') },
      { key: 'home_about_title', label: t('sectionTitle') },
      ...[1, 2, 3].map((n) => ({ key: `home_about_p${n}`, label: t('paragraph', { n }), multiline: true })),
      { key: 'home_about_image', label: t('imageUrl'), schema: contentUrlSchema },
      { key: 'home_about_btn_text', label: t('buttonText') },
      { key: 'home_about_btn_link', label: t('buttonLink'), schema: contentUrlSchema },
      { key: 'home_about_contact_btn_text', label: t('contactButtonText') },
    ],
    [t],
  );
  return (
    <ContentFieldsForm
      title={t('title')}
      type="home_about"
      fields={fields}
      toasts={{
        saved: { title: message('changesSaved'), description: message('featureSavedBody') },
        failed: (error) =>
          error instanceof ApiError && error.status === 401
            ? { title: message('authRequired'), description: message('authRequiredBody') }
            : { title: message('saveFailed'), description: message('saveFailedGenericBody') },
      }}
      renderExtra={(values) => (
        <Form.Item label={t('imagePreview')}>
          <Image
            src={values.home_about_image?.mk || PLACEHOLDER_IMAGE}
            fallback={PLACEHOLDER_IMAGE}
            alt={t('imagePreviewAlt')}
            style={{ maxHeight: 240, objectFit: 'cover' }}
          />
        </Form.Item>
      )}
    />
  );
}
