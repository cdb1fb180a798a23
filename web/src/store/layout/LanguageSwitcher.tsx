import { Segmented } from 'antd';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { Language } from '@hiti/contracts';
import { languageAtom } from '../../state/atoms';

const OPTIONS: { label: string; value: Language }[] = [
  { label: 'MK', value: 'mk' },
  { label: 'AL', value: 'al' },
];

export function LanguageSwitcher() {
  const [language, setLanguage] = useAtom(languageAtom);
  const { t } = useTranslation();
  return (
    <Segmented<Language>
      aria-label={t('header.language')}
      size="small"
      options={OPTIONS}
      value={language}
      onChange={setLanguage}
    />
  );
}
