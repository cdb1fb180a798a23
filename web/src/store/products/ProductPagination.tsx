import { useTranslation } from '../../i18n/use-translation';
import { LinkButton } from '../common/LinkButton';
import { buttonClassName } from '../ui';

/** How many page numbers are linked on each side of the current page. */
const AROUND = 2;

/** The page numbers linked: the first, the last and those around the current one; null for a gap. */
function linkedPages(page: number, pages: number): (number | null)[] {
  const linked: (number | null)[] = [];
  for (let number = 1; number <= pages; number += 1) {
    const near = Math.abs(number - page) <= AROUND;
    if (number === 1 || number === pages || near) linked.push(number);
    else if (linked.at(-1) !== null) linked.push(null);
  }
  return linked;
}

/**
 * Links to the other pages of the list: real links to addresses that name the page, so they work before
 * (and without) the page's scripts and can be followed by search engines; `rel` prev/next on the neighbours.
 */
export function ProductPagination({
  page,
  pages,
  pathOf,
}: {
  page: number;
  pages: number;
  /** The page's address (its Macedonian path and query). */
  pathOf: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="products-pagination" aria-label={t('products.pagination')}>
      {page > 1 && (
        <LinkButton to={pathOf(page - 1)} rel="prev">
          {t('products.previousPage')}
        </LinkButton>
      )}
      {linkedPages(page, pages).map((number, index) =>
        number === null ? (
          <span key={`gap-${index}`} className="products-pagination__gap" aria-hidden="true">
            …
          </span>
        ) : number === page ? (
          <span key={number} className={buttonClassName({ type: 'primary' })} aria-current="page">
            {number}
          </span>
        ) : (
          <LinkButton
            key={number}
            to={pathOf(number)}
            aria-label={t('products.pageNumber', { page: String(number) })}
            {...(number === page - 1 ? { rel: 'prev' } : number === page + 1 ? { rel: 'next' } : {})}
          >
            {number}
          </LinkButton>
        ),
      )}
      {page < pages && (
        <LinkButton to={pathOf(page + 1)} rel="next">
          {t('products.nextPage')}
        </LinkButton>
      )}
    </nav>
  );
}
