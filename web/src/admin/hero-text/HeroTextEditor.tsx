import { uiMessage } from '@hiti/contracts';
import { useToast } from '../../app/toast';
import { ContentEditorPage } from '../shared/ContentEditorPage';
import { errorText } from '../shared/error-text';
import type { ContentField } from '../shared/use-content-form';

const FIELDS: ContentField[] = [
  {
    key: 'hero_main_title',
    label: 'Main Title',
    help: 'The home page’s main heading (h1), shown in each language’s version of the home page.',
  },
  {
    key: 'hero_subtitle',
    label: 'Subtitle',
    multiline: true,
    help: 'Shown under the main heading on the home page.',
  },
  {
    key: 'hero_products_btn_text',
    label: 'Products Button Text',
    help: 'The hero’s button to the products page.',
  },
  {
    key: 'hero_contact_btn_text',
    label: 'Contact Button Text',
    help: 'The hero’s button to the contact page.',
  },
];

export function HeroTextEditor() {
  const toast = useToast();
  return (
    <ContentEditorPage
      title="Hero Text Editor"
      type="hero_text"
      fields={FIELDS}
      onSaved={() => toast({ title: uiMessage('changesSaved') })}
      onFailed={(error) =>
        toast({
          title: uiMessage('saveChangesError'),
          description: errorText(error) ?? uiMessage('somethingWentWrong'),
          variant: 'destructive',
        })
      }
    />
  );
}
