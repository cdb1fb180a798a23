import type { PageReads } from './page-reads';

/**
 * The reads of one page, each asked once for the same arguments: the routes of a page that show the same
 * data (the layout's texts and a legal page's) share one answer.
 */
export function readOnce(reads: PageReads): PageReads {
  const answers = new Map<string, Promise<unknown>>();
  const once =
    <Args extends unknown[], Answer>(name: keyof PageReads, read: (...args: Args) => Promise<Answer>) =>
    (...args: Args): Promise<Answer> => {
      const key = JSON.stringify([name, ...args]);
      const asked = answers.get(key) as Promise<Answer> | undefined;
      if (asked) return asked;
      const answer = read(...args);
      answers.set(key, answer);
      return answer;
    };
  return {
    productPage: once('productPage', (query, language) => reads.productPage(query, language)),
    productFacets: once('productFacets', (query) => reads.productFacets(query)),
    product: once('product', (id, language) => reads.product(id, language)),
    categories: once('categories', (language) => reads.categories(language)),
    siteContent: once('siteContent', (language) => reads.siteContent(language)),
    stores: once('stores', () => reads.stores()),
  };
}
