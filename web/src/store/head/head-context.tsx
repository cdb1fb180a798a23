import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { applyHead } from './apply-head';
import { resolveHead } from './page-head';
import { useSiteOrigin } from './use-site-origin';
import type { PageHeadInput } from './page-head';

/** Collects what the page rendered on the server says about itself (one render, one page). */
export class HeadCollector {
  head: PageHeadInput = {};
  set(head: PageHeadInput): void {
    this.head = head;
  }
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/**
 * Declares the page's head: on the server it is collected for the HTML, in the browser it is applied
 * to the document after each move to another page.
 */
export function usePageHead(head: PageHeadInput): void {
  const collector = useContext(HeadCollectorContext);
  const { pathname, search } = useLocation();
  const origin = useSiteOrigin();
  collector?.set(head);
  const key = JSON.stringify(head);
  useEffect(() => {
    applyHead(resolveHead(JSON.parse(key) as PageHeadInput, { pathname, search }, origin));
  }, [key, pathname, search, origin]);
}
