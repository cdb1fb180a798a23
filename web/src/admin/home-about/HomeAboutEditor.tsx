import { Form, Image } from 'antd';
import { COMPANY, DEFAULT_CONTENT_IMAGES, uiMessage } from '@hiti/contracts';
import { mk } from '../../i18n/mk';
import { useToast } from '../../app/toast';
import { ContentEditorPage } from '../shared/ContentEditorPage';
import type { ContentField } from '../shared/use-content-form';

const fill = (text: string) =>
  text
    .replace('{{founded}}', String(COMPANY.founded))
    .replace('{{since}}', String(COMPANY.representativeSince))
    .replace('{{stores}}', String(COMPANY.stores));

const FIELDS: ContentField[] = [
  { key: 'home_about_subtitle', label: 'Subtitle', defaultValue: mk.homeAbout.subtitle },
  { key: 'home_about_title', label: 'Title', defaultValue: fill(mk.homeAbout.title) },
  { key: 'home_about_p1', label: 'Paragraph 1', defaultValue: fill(mk.homeAbout.p1), multiline: true },
  { key: 'home_about_p2', label: 'Paragraph 2', defaultValue: fill(mk.homeAbout.p2), multiline: true },
  { key: 'home_about_p3', label: 'Paragraph 3', defaultValue: fill(mk.homeAbout.p3), multiline: true },
  { key: 'home_about_image', label: 'Image URL', defaultValue: DEFAULT_CONTENT_IMAGES.homeAbout },
  { key: 'home_about_btn_text', label: 'Button Text', defaultValue: mk.homeAbout.button },
  { key: 'home_about_btn_link', label: 'Button Link', defaultValue: '/about' },
  {
    key: 'home_about_contact_btn_text',
    label: 'Contact Button Text',
    defaultValue: mk.homeAbout.contactButton,
  },
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
      onFailed={() =>
        toast({
          title: uiMessage('saveFailed'),
          description: uiMessage('saveFailedGenericBody'),
          variant: 'destructive',
        })
      }
      renderExtra={(values) => (
        <Form.Item label="Image Preview">
          <Image
            src={values.home_about_image || PLACEHOLDER_IMAGE}
            fallback={PLACEHOLDER_IMAGE}
            alt="Home about preview"
            style={{ maxHeight: 240, objectFit: 'cover' }}
          />
        </Form.Item>
      )}
    />
  );
}
