import { answerRoute } from '../../test/http-mock';

/** Answers what the site's header and footer read: no site texts (their defaults show) and no categories. */
export function answerLayoutReads(): void {
  answerRoute('listSiteContent', []);
  answerRoute('listCategories', []);
}
