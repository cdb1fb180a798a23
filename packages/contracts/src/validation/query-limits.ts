/** The most characters a free text of a query string (`?search=`, `?category=`) may have once trimmed. */
export const QUERY_TEXT_MAX = 200;
