import { useMemo } from 'react';
import { useAdminMessage, useAdminTexts } from '../i18n/use-admin-language';
import { ContentEditorPage } from '../shared/ContentEditorPage';
import { useErrorText } from '../shared/error-text';
import type { ContentField } from '../shared/use-content-form';
import { heroTextTexts } from './texts';

export function HeroTextEditor() {
  const t = useAdminTexts(heroTextTexts);
  const message = useAdminMessage();
  const errorText = useErrorText();
  const fields = useMemo<ContentField[]>(
    () => [
      { key: 'hero_main_title', label: t('mainTitle'), help: t('mainTitleHelp') },
      { key: 'hero_subtitle', label: t('subtitle'), multiline: true, help: t('subtitleHelp') },
      { key: 'hero_products_btn_text', label: t('productsButton'), help: t('productsButtonHelp') },
      { key: 'hero_contact_btn_text', label: t('contactButton'), help: t('contactButtonHelp') },
    ],
    [t],
  );
  return (
    <ContentEditorPage
      title={t('title')}
      type="hero_text"
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
