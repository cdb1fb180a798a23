import { useLocation } from 'react-router';
import { basePath } from '../i18n/language-path';

/** The navigation state of a product opened from the products list: the list's address, filters included. */
interface OpenedFromList {
  fromList: string;
}

/** The navigation state of the way back to a list, which puts the list back where the visitor left it. */
export interface ReturnToList {
  restoreScroll: true;
}

const isListPath = (path: string) =>
  path.startsWith('/') && basePath(path.split('?')[0] ?? '') === '/products';

/** The state a product link carries: the list it was opened from, when it was opened from the list. */
export function useOpenedFromListState(): OpenedFromList | undefined {
  const { pathname, search } = useLocation();
  return isListPath(pathname) ? { fromList: `${pathname}${search}` } : undefined;
}

/** The list (with its page, filters and sort) a product was opened from, if it came from one. */
export function listOpenedFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { fromList } = state as Partial<OpenedFromList>;
  return typeof fromList === 'string' && !fromList.startsWith('//') && isListPath(fromList)
    ? fromList
    : undefined;
}

/** Whether a page was reached by a way back to a list. */
export function arrivedToRestoreScroll(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as Partial<ReturnToList>).restoreScroll === true
  );
}
