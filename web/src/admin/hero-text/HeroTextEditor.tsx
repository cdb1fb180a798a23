import { uiMessage } from '@hiti/contracts';
import { al } from '../../i18n/al';
import { mk } from '../../i18n/mk';
import { useToast } from '../../app/toast';
import { ContentEditorPage } from '../shared/ContentEditorPage';
import { errorText } from '../shared/error-text';
import type { ContentField } from '../shared/use-content-form';

const [heroAl] = al.hero.defaults;
const [heroMk] = mk.hero.defaults;

const FIELDS: ContentField[] = [
  {
    key: 'hero_main_title',
    label: 'Main Title',
    defaultValue: heroAl?.title ?? '',
    defaultValueMk: heroMk.title,
  },
  {
    key: 'hero_subtitle',
    label: 'Subtitle',
    defaultValue: heroAl?.description ?? '',
    defaultValueMk: heroMk.description,
    multiline: true,
  },
  {
    key: 'hero_products_btn_text',
    label: 'Products Button Text',
    defaultValue: al.hero.viewProducts,
    defaultValueMk: mk.hero.viewProducts,
  },
  {
    key: 'hero_contact_btn_text',
    label: 'Contact Button Text',
    defaultValue: al.hero.contactUs,
    defaultValueMk: mk.hero.contactUs,
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
