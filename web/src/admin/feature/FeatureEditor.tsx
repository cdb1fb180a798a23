import { useMemo } from 'react';
import { useAdminTexts } from '../i18n/use-admin-language';
import { ContentFieldsForm } from '../shared/ContentFieldsForm';
import type { ContentField } from '../shared/use-content-editor';

export function FeatureEditor() {
  const t = useAdminTexts('feature');
  const message = useAdminTexts('messages');
  const fields = useMemo<ContentField[]>(
    () => [
      { key: 'feature_top_text', label: t('topText') },
      { key: 'feature_title', label: t('sectionTitle') },
      { key: 'feature_description', label: t('description'), multiline: true },
      ...[1, 2, 3].flatMap((n) => [
        { key: `feature${n}_title`, label: t('featureTitle', { n }) },
        { key: `feature${n}_content`, label: t('featureContent', { n }), multiline: true },
      ]),
    ],
    [t],
  );
  return (
    <ContentFieldsForm
      title={t('title')}
      type="feature"
      fields={fields}
      toasts={{
        saved: { title: message('changesSaved'), description: message('featureSavedBody') },
        failed: { title: message('saveFailed'), description: message('saveFailedGenericBody') },
      }}
    />
  );
}
