import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { LinkButton } from '../common/LinkButton';
import { LocaleLink } from '../common/LocaleLink';
import { PageSection } from '../common/PageSection';
import { useLanguage } from '../common/use-language';
import { usePageHead } from '../head/head-context';
import { Alert, Button, Empty, Result, Skeleton } from '../ui';
import { COMPARE_MAX, comparePath, parseCompareIds } from './compare-ids';
import { CompareTable } from './CompareTable';
import { useComparedProducts } from './use-compared-products';
import './compare.css';

/**
 * `/compare?ids=1,2,3`: up to three products side by side, read from the address alone (a shared link shows
 * the same comparison). Too many, unknown or malformed ids are said and left out.
 */
export function ComparePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const { ids, overLimit, invalid } = parseCompareIds(params.get('ids'));
  const onlyDifferences = params.get('only') === 'differences';
  const compared = useComparedProducts(ids);
  usePageHead({ title: t('compare.title'), description: t('compare.description'), noindex: true });
  const unknown = compared.missing + invalid;
  const shownIds = compared.products.map((product) => product.id);
  return (
    <PageSection title={t('compare.title')} level={1} className="compare-page">
      {overLimit > 0 && (
        <Alert type="warning" title={t('compare.overLimit', { max: COMPARE_MAX, count: overLimit })} />
      )}
      {unknown > 0 && !compared.isPending && (
        <Alert type="warning" title={t('compare.unknown', { count: unknown })} />
      )}
      {compared.isPending ? (
        <Skeleton lines={8} />
      ) : compared.isError ? (
        <Result
          status="error"
          title={t('product.loadFailed')}
          subTitle={t('meta.unavailableBody')}
          extra={
            <Button type="primary" onClick={compared.refetch}>
              {t('meta.retry')}
            </Button>
          }
        />
      ) : compared.products.length === 0 ? (
        <div className="compare-page__empty">
          <Empty description={t('compare.empty')} />
          <p>{t('compare.emptyHint', { max: COMPARE_MAX })}</p>
          <LinkButton to="/products" type="primary">
            {t('compare.addMore')}
          </LinkButton>
        </div>
      ) : (
        <>
          <div className="compare-page__tools">
            <LocaleLink
              to={comparePath(shownIds, !onlyDifferences)}
              replace
              className="compare-page__switch"
              data-testid="compare-only-differences"
            >
              {t(onlyDifferences ? 'compare.allRows' : 'compare.onlyDifferences')}
            </LocaleLink>
            {shownIds.length < COMPARE_MAX && (
              <LocaleLink to="/products" className="compare-page__switch">
                {t('compare.addMore')}
              </LocaleLink>
            )}
          </div>
          <CompareTable products={compared.products} language={language} onlyDifferences={onlyDifferences} />
        </>
      )}
    </PageSection>
  );
}
