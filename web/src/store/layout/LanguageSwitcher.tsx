import { useSetAtom } from 'jotai';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { LANGUAGES, languageTag } from '@hiti/contracts';
import { languageAtom } from '../../state/atoms';
import { useLanguage } from '../common/use-language';
import { switchLanguagePath } from '../i18n/language-path';

/**
 * MK | AL: the current language is plain text, the other a link to the same page in it (one Tab stop);
 * following it also stores the choice for the next visit.
 */
export function LanguageSwitcher() {
  const language = useLanguage();
  const setLanguage = useSetAtom(languageAtom);
  const { pathname, search, hash } = useLocation();
  const { t } = useTranslation();
  return (
    <nav aria-label={t('header.language')} className="language-switcher">
      {LANGUAGES.map((option) =>
        option === language ? (
          <span key={option} aria-current="true" className="language-switcher__current">
            {option.toUpperCase()}
          </span>
        ) : (
          <Link
            key={option}
            to={switchLanguagePath(pathname, search, hash, option)}
            hrefLang={languageTag(option)}
            lang={languageTag(option)}
            onClick={() => setLanguage(option)}
            className="language-switcher__other"
            data-testid={`language-${option}`}
          >
            {option.toUpperCase()}
          </Link>
        ),
      )}
    </nav>
  );
}
