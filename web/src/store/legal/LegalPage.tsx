import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { LEGAL_KEYS } from '@hiti/contracts';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { contentText } from '../../lib/site-content';
import { PageSection } from '../common/PageSection';
import { useContentMap } from '../common/use-content';
import { useLanguage } from '../common/use-language';
import { usePageTitle } from '../common/use-page-title';
import { Spinner, Title } from '../ui';
import { localizeLinks } from './localize-links';
import './legal.css';

/**
 * Terms of use or privacy policy: the stored HTML of the language, else the default text (sanitized, its
 * links to pages in the page's language).
 */
export function LegalPage({ page }: { page: keyof typeof LEGAL_KEYS }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { items, query } = useContentMap('legal');
  const title = page === 'terms' ? t('legal.termsTitle') : t('legal.privacyTitle');

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [page]);
  usePageTitle(title);

  const text = contentText(items, LEGAL_KEYS[page][language], language);
  const html = useMemo(() => localizeLinks(sanitizeHtml(text), language), [text, language]);

  return (
    <PageSection>
      <div className="legal-page">
        <Title level={1}>{title}</Title>
        {query.isPending ? (
          <div className="ui-centered">
            <Spinner />
          </div>
        ) : (
          <div
            className="legal-content"
            data-testid="legal-content"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        )}
      </div>
    </PageSection>
  );
}
