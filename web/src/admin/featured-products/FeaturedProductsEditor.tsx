import { uiMessage } from '@hiti/contracts';
import { ContentEditorPage } from '../shared/ContentEditorPage';
import { errorText } from '../shared/error-text';
import type { ContentField } from '../shared/use-content-form';

const FIELDS: ContentField[] = [
  { key: 'featured_products_title', label: 'Title' },
  { key: 'featured_products_description', label: 'Description', multiline: true },
  { key: 'view_all_products_btn', label: 'View All Button Text' },
];

export function FeaturedProductsEditor() {
  return (
    <ContentEditorPage
      title="Featured Products Editor"
      type="featured_products"
      fields={FIELDS}
      toasts={{
        saved: { title: uiMessage('changesSaved') },
        failed: (error) => ({
          title: uiMessage('saveChangesError'),
          description: errorText(error) ?? uiMessage('somethingWentWrong'),
        }),
      }}
    />
  );
}
