import { useMemo } from 'react';
import { useAdminTexts } from '../i18n/use-admin-language';
import { ContentFieldsForm } from '../shared/ContentFieldsForm';
import { useChangesSavedToasts } from '../shared/changes-saved-toasts';
import type { ContentField } from '../shared/use-content-editor';

export function HeroTextEditor() {
  const t = useAdminTexts('heroText');
  const toasts = useChangesSavedToasts();
  const fields = useMemo<ContentField[]>(
    () => [
      { key: 'hero_main_title', label: t('mainTitle'), help: t('mainTitleHelp') },
      { key: 'hero_subtitle', label: t('subtitle'), multiline: true, help: t('subtitleHelp') },
      { key: 'hero_products_btn_text', label: t('productsButton'), help: t('productsButtonHelp') },
      { key: 'hero_contact_btn_text', label: t('contactButton'), help: t('contactButtonHelp') },
    ],
    [t],
  );
  return <ContentFieldsForm title={t('title')} type="hero_text" fields={fields} toasts={toasts} />;
}
