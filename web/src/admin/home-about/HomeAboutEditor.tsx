import { Form, Image } from 'antd';
import { DEFAULT_CONTENT_IMAGES, uiMessage } from '@hiti/contracts';
import { ApiError } from '../../api/client';
import { useToast } from '../../app/toast';
import { ContentEditorPage } from '../shared/ContentEditorPage';
import type { ContentField } from '../shared/use-content-form';

const FIELDS: ContentField[] = [
  { key: 'home_about_subtitle', label: 'Subtitle' },
  { key: 'home_about_title', label: 'Title' },
  { key: 'home_about_p1', label: 'Paragraph 1', multiline: true },
  { key: 'home_about_p2', label: 'Paragraph 2', multiline: true },
  { key: 'home_about_p3', label: 'Paragraph 3', multiline: true },
  { key: 'home_about_image', label: 'Image URL' },
  { key: 'home_about_btn_text', label: 'Button Text' },
  { key: 'home_about_btn_link', label: 'Button Link' },
  { key: 'home_about_contact_btn_text', label: 'Contact Button Text' },
];

const PLACEHOLDER_IMAGE = DEFAULT_CONTENT_IMAGES.homeAbout;

export function HomeAboutEditor() {
  const toast = useToast();
  return (
    <ContentEditorPage
      title="Home About Section Editor"
      type="home_about"
      fields={FIELDS}
      onSaved={() => toast({ title: uiMessage('changesSaved'), description: uiMessage('featureSavedBody') })}
      onFailed={(error) =>
        toast(
          error instanceof ApiError && error.status === 401
            ? {
                title: uiMessage('authRequired'),
                description: uiMessage('authRequiredBody'),
                variant: 'destructive',
              }
            : {
                title: uiMessage('saveFailed'),
                description: uiMessage('saveFailedGenericBody'),
                variant: 'destructive',
              },
        )
      }
      renderExtra={(values) => (
        <Form.Item label="Image Preview">
          <Image
            src={values.home_about_image?.mk || PLACEHOLDER_IMAGE}
            fallback={PLACEHOLDER_IMAGE}
            alt="Home about preview"
            style={{ maxHeight: 240, objectFit: 'cover' }}
          />
        </Form.Item>
      )}
    />
  );
}
