import { useEffect } from 'react';

const SITE = 'Hiti Kamina';

/** Sets the document title of a page: `<title> | Hiti Kamina`, or the site name alone. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : SITE;
  }, [title]);
}
