import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { LinkButton } from '../common/LinkButton';
import { basePath } from '../i18n/language-path';
import { CloseIcon } from '../ui';
import { comparePath } from './compare-ids';
import { useCompareList } from './compare-list';
import './compare.css';

/** A small bar at the foot of the screen while products are marked: opens their comparison, or clears it. */
export function CompareBar() {
  const { t } = useTranslation();
  const { ids, clear } = useCompareList();
  const onComparePage = basePath(useLocation().pathname) === '/compare';
  if (ids.length === 0 || onComparePage) return null;
  return (
    <aside className="compare-bar" aria-label={t('compare.title')}>
      <LinkButton to={comparePath(ids)} type="primary" data-testid="compare-bar">
        {t('compare.bar', { count: ids.length })}
      </LinkButton>
      <button type="button" className="compare-bar__clear" onClick={clear} aria-label={t('compare.clear')}>
        <CloseIcon />
        <span className="compare-bar__clear-text">{t('compare.clear')}</span>
      </button>
    </aside>
  );
}
