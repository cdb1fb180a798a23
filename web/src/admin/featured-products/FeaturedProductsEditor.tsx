import { useMemo } from 'react';
import { useAdminMessage, useAdminTexts } from '../i18n/use-admin-language';
import { ContentEditorPage } from '../shared/ContentEditorPage';
import { useErrorText } from '../shared/error-text';
import type { ContentField } from '../shared/use-content-form';
import { featuredProductsTexts } from './texts';

export function FeaturedProductsEditor() {
  const t = useAdminTexts(featuredProductsTexts);
  const message = useAdminMessage();
  const errorText = useErrorText();
  const fields = useMemo<ContentField[]>(
    () => [
      { key: 'featured_products_title', label: t('heading') },
      { key: 'featured_products_description', label: t('description'), multiline: true },
      { key: 'view_all_products_btn', label: t('viewAllButton') },
    ],
    [t],
  );
  return (
    <ContentEditorPage
      title={t('title')}
      type="featured_products"
      fields={fields}
      toasts={{
        saved: { title: message('changesSaved') },
        failed: (error) => ({
          title: message('saveChangesError'),
          description: errorText(error) ?? message('somethingWentWrong'),
        }),
      }}
    />
  );
}
