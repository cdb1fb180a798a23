import { useMemo } from 'react';
import { useAdminTexts } from '../i18n/use-admin-language';
import { ContentFieldsForm } from '../shared/ContentFieldsForm';
import { useChangesSavedToasts } from '../shared/changes-saved-toasts';
import type { ContentField } from '../shared/use-content-editor';

export function FeaturedProductsEditor() {
  const t = useAdminTexts('featuredProducts');
  const toasts = useChangesSavedToasts();
  const fields = useMemo<ContentField[]>(
    () => [
      { key: 'featured_products_title', label: t('heading') },
      { key: 'featured_products_description', label: t('description'), multiline: true },
      { key: 'view_all_products_btn', label: t('viewAllButton') },
    ],
    [t],
  );
  return <ContentFieldsForm title={t('title')} type="featured_products" fields={fields} toasts={toasts} />;
}
