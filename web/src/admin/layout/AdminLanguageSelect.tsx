import { Select } from 'antd';
import { languageTag } from '@hiti/contracts';
import { ADMIN_LANGUAGES } from '../i18n/admin-language';
import type { AdminLanguage } from '../i18n/admin-language';
import { useAdminLanguage, useAdminTexts } from '../i18n/use-admin-language';

/** The compact EN / MK / SQ choice (as the languages are tagged) of the admin's language, kept in this browser. */
export function AdminLanguageSelect() {
  const { language, setLanguage } = useAdminLanguage();
  const t = useAdminTexts('frame');
  return (
    <Select<AdminLanguage>
      aria-label={t('language')}
      value={language}
      onChange={setLanguage}
      options={ADMIN_LANGUAGES.map((value) => ({ value, label: languageTag(value).toUpperCase() }))}
      style={{ width: 72 }}
    />
  );
}
