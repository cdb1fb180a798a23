import { Form, Image } from 'antd';
import { COMPANY, DEFAULT_CONTENT_IMAGES, uiMessage } from '@hiti/contracts';
import { al } from '../../i18n/al';
import { mk } from '../../i18n/mk';
import type { StorefrontTexts } from '../../i18n/types';
import { useToast } from '../../app/toast';
import { ContentEditorPage } from '../shared/ContentEditorPage';
import type { ContentField } from '../shared/use-content-form';

const fill = (text: string) =>
  text
    .replace('{{founded}}', String(COMPANY.founded))
    .replace('{{since}}', String(COMPANY.representativeSince))
    .replace('{{stores}}', String(COMPANY.stores));

const both = (
  key: string,
  label: string,
  pick: (texts: StorefrontTexts) => string,
  multiline = false,
): ContentField => ({
  key,
  label,
  defaultValue: fill(pick(al)),
  defaultValueMk: fill(pick(mk)),
  multiline,
});

const FIELDS: ContentField[] = [
  both('home_about_subtitle', 'Subtitle', (texts) => texts.homeAbout.subtitle),
  both('home_about_title', 'Title', (texts) => texts.homeAbout.title),
  both('home_about_p1', 'Paragraph 1', (texts) => texts.homeAbout.p1, true),
  both('home_about_p2', 'Paragraph 2', (texts) => texts.homeAbout.p2, true),
  both('home_about_p3', 'Paragraph 3', (texts) => texts.homeAbout.p3, true),
  { key: 'home_about_image', label: 'Image URL', defaultValue: DEFAULT_CONTENT_IMAGES.homeAbout },
  both('home_about_btn_text', 'Button Text', (texts) => texts.homeAbout.button),
  { key: 'home_about_btn_link', label: 'Button Link', defaultValue: '/about' },
  both('home_about_contact_btn_text', 'Contact Button Text', (texts) => texts.homeAbout.contactButton),
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
