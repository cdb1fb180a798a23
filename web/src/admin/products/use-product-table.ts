import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '@hiti/contracts';
import { useProductPage } from '../../api/products';
import { useAdminContentLanguage } from '../i18n/use-admin-language';
import {
  DEFAULT_TABLE_STATE,
  tableStateFromSearchParams,
  tableStateToQuery,
  tableStateToSearchParams,
  type ProductTableState,
} from './product-table-state';

/**
 * An admin product table read a page at a time: its filters, search, sort and page live in the address
 * (`replace` for each change but the page, so Back leaves the screen rather than undoing every filter);
 * the catalog filters, searches and sorts the whole catalogue and answers one page with the total. What
 * is typed in the search box is asked for once typing pauses (300 ms); any change but the page's goes
 * back to the first page.
 */
export function useProductTable() {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const state = useMemo(() => tableStateFromSearchParams(new URLSearchParams(address)), [address]);
  const language = useAdminContentLanguage();
  const products = useProductPage(tableStateToQuery(state), language);

  const update = useCallback(
    (change: Partial<ProductTableState>) => {
      setParams(
        (current) => tableStateToSearchParams({ ...tableStateFromSearchParams(current), page: 1, ...change }),
        { replace: change.page === undefined },
      );
    },
    [setParams],
  );

  const [typed, setTyped] = useState(state.search);
  const [shownSearch, setShownSearch] = useState(state.search);
  if (state.search !== shownSearch) {
    setShownSearch(state.search);
    // the address changed by other means than typing (Back, clear): the box shows its search
    if (state.search !== typed.trim()) setTyped(state.search);
  }
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const search = useCallback(
    (text: string) => {
      setTyped(text);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => update({ search: text }), SEARCH_DEBOUNCE_MS);
    },
    [update],
  );
  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    setTyped('');
    update({ ...DEFAULT_TABLE_STATE, pageSize: state.pageSize });
  }, [update, state.pageSize]);

  // a page past the end (its last products deleted, or an old address): the last page there is
  const { data } = products;
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && state.page > 1) {
      update({ page: Math.ceil(data.total / state.pageSize) });
    }
  }, [data, state.page, state.pageSize, update]);

  return { state, products, update, typedSearch: typed, search, clear };
}

export type ProductTableControl = ReturnType<typeof useProductTable>;
