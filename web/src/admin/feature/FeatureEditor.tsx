import { uiMessage } from '@hiti/contracts';
import { mk } from '../../i18n/mk';
import { useToast } from '../../app/toast';
import { ContentEditorPage } from '../shared/ContentEditorPage';
import type { ContentField } from '../shared/use-content-form';

const features = [mk.why.quality, mk.why.installation, mk.why.support];

const FIELDS: ContentField[] = [
  { key: 'feature_top_text', label: 'Top Text', defaultValue: '' },
  { key: 'feature_title', label: 'Title', defaultValue: mk.why.title },
  { key: 'feature_description', label: 'Description', defaultValue: '', multiline: true },
  ...features.flatMap((feature, index) => [
    { key: `feature${index + 1}_title`, label: `Feature ${index + 1} Title`, defaultValue: feature.title },
    {
      key: `feature${index + 1}_content`,
      label: `Feature ${index + 1} Content`,
      defaultValue: feature.text,
      multiline: true,
    },
  ]),
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
