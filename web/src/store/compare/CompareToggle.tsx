import { useTranslation } from '../../i18n/use-translation';
import { useToast } from '../../app/toast';
import { LocaleLink } from '../common/LocaleLink';
import { CheckIcon, buttonClassName } from '../ui';
import { COMPARE_MAX, comparePath } from './compare-ids';
import { useCompareList } from './compare-list';
import { useHydrated } from './use-hydrated';
import './compare.css';

/**
 * Marks a product for comparison (remembered in this browser). Before the scripts run it is a link to the
 * comparison of this product, so it leads somewhere without JavaScript too.
 */
export function CompareToggle({ id, name, block = false }: { id: number; name: string; block?: boolean }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { ids, toggle } = useCompareList();
  const toast = useToast();
  const marked = ids.includes(id);
  const className = buttonClassName({ type: 'text', size: 'small', block, className: 'compare-toggle' });
  if (!hydrated) {
    return (
      <LocaleLink to={comparePath([id])} className={className} rel="nofollow">
        {t('compare.add')}
      </LocaleLink>
    );
  }
  return (
    <button
      type="button"
      className={`${className}${marked ? ' compare-toggle--on' : ''}`}
      aria-pressed={marked}
      title={t(marked ? 'compare.removeTitle' : 'compare.addTitle', { name })}
      data-testid={`compare-${id}`}
      onClick={() => {
        if (!toggle(id)) toast({ title: t('compare.full', { max: COMPARE_MAX }) });
      }}
    >
      {marked && <CheckIcon />}
      {t(marked ? 'compare.added' : 'compare.add')}
    </button>
  );
}
