import { Flex, Spin, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGAL_KEYS } from '@hiti/contracts';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { PageSection } from '../common/PageSection';
import { useContentMap } from '../common/use-content';
import { usePageTitle } from '../common/use-page-title';
import { useLanguage } from '../common/use-language';
import { sectionsToHtml } from './legal-html';
import { DEFAULT_PRIVACY } from './privacy-default';
import { DEFAULT_TERMS } from './terms-default';

const DEFAULTS = { terms: DEFAULT_TERMS, privacy: DEFAULT_PRIVACY } as const;

/** Terms of use or privacy policy: the stored HTML of the language (sanitized), else the built-in text. */
export function LegalPage({ page }: { page: keyof typeof LEGAL_KEYS }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { items, query } = useContentMap('legal');
  const title = page === 'terms' ? t('legal.termsTitle') : t('legal.privacyTitle');

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [page]);
  usePageTitle(title);

  const stored = items.get(LEGAL_KEYS[page][language])?.content ?? '';
  const html = useMemo(
    () => (stored.trim() ? sanitizeHtml(stored) : sectionsToHtml(DEFAULTS[page][language])),
    [stored, page, language],
  );

  return (
    <PageSection>
      <div style={{ maxWidth: 860, margin: '0 auto' }}>
        <Typography.Title level={1}>{title}</Typography.Title>
        {query.isPending ? (
          <Flex justify="center" style={{ padding: 48 }}>
            <Spin />
          </Flex>
        ) : (
          <Typography>
            <div
              className="legal-content"
              data-testid="legal-content"
              dangerouslySetInnerHTML={{ __html: html }}
            />
          </Typography>
        )}
      </div>
    </PageSection>
  );
}
