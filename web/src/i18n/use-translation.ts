import { useMemo } from 'react';
import { useLanguage } from '../store/common/use-language';
import { translate } from '.';
import type { TextValues } from '@hiti/contracts';
import type { TextKey } from '.';

/** The storefront's texts in the page's language (the language of its path). */
export function useTranslation() {
  const language = useLanguage();
  return useMemo(
    () => ({ t: (key: TextKey, values?: TextValues) => translate(language, key, values) }),
    [language],
  );
}
