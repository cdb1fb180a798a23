import { uiMessage } from '@hiti/contracts';
import { useToast } from '../../app/toast';
import { ContentEditorPage } from '../shared/ContentEditorPage';
import type { ContentField } from '../shared/use-content-form';

const FIELDS: ContentField[] = [
  { key: 'feature_top_text', label: 'Top Text' },
  { key: 'feature_title', label: 'Title' },
  { key: 'feature_description', label: 'Description', multiline: true },
  ...[1, 2, 3].flatMap((n) => [
    { key: `feature${n}_title`, label: `Feature ${n} Title` },
    { key: `feature${n}_content`, label: `Feature ${n} Content`, multiline: true },
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
