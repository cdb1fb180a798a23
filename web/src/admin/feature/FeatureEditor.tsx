import { uiMessage } from '@hiti/contracts';
import { al } from '../../i18n/al';
import { mk } from '../../i18n/mk';
import type { StorefrontTexts } from '../../i18n/types';
import { useToast } from '../../app/toast';
import { ContentEditorPage } from '../shared/ContentEditorPage';
import type { ContentField } from '../shared/use-content-form';

const features = (texts: StorefrontTexts) => [texts.why.quality, texts.why.installation, texts.why.support];

const FIELDS: ContentField[] = [
  { key: 'feature_top_text', label: 'Top Text', defaultValue: '', defaultValueMk: '' },
  { key: 'feature_title', label: 'Title', defaultValue: al.why.title, defaultValueMk: mk.why.title },
  { key: 'feature_description', label: 'Description', defaultValue: '', defaultValueMk: '', multiline: true },
  ...features(al).flatMap((feature, index) => {
    const featureMk = features(mk)[index];
    return [
      {
        key: `feature${index + 1}_title`,
        label: `Feature ${index + 1} Title`,
        defaultValue: feature.title,
        defaultValueMk: featureMk?.title ?? '',
      },
      {
        key: `feature${index + 1}_content`,
        label: `Feature ${index + 1} Content`,
        defaultValue: feature.text,
        defaultValueMk: featureMk?.text ?? '',
        multiline: true,
      },
    ];
  }),
];

export function FeatureEditor() {
  const toast = useToast();
  return (
    <ContentEditorPage
      title="Feature Section Editor"
      type="feature"
      fields={FIELDS}
      onSaved={() => toast({ title: uiMessage('changesSaved'), description: uiMessage('featureSavedBody') })}
      onFailed={() =>
        toast({
          title: uiMessage('saveFailed'),
          description: uiMessage('saveFailedGenericBody'),
          variant: 'destructive',
        })
      }
    />
  );
}
