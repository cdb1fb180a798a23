import sanitizeHtml from 'sanitize-html';
import { HTML_SANITIZE_POLICY, type ContentKind, type ContentType } from '@hiti/contracts';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...HTML_SANITIZE_POLICY.allowedTags],
  allowedAttributes: Object.fromEntries(
    Object.entries(HTML_SANITIZE_POLICY.allowedAttributes).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...HTML_SANITIZE_POLICY.allowedSchemes],
  allowedSchemesAppliedToAttributes: [...HTML_SANITIZE_POLICY.allowedSchemesAppliedToAttributes],
  allowProtocolRelative: HTML_SANITIZE_POLICY.allowProtocolRelative,
  disallowedTagsMode: HTML_SANITIZE_POLICY.disallowedTagsMode,
};

/** Keeps only the allowed markup of the shared policy. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, options);
}

/** Whether a text holds something a browser would read as markup (a tag, comment or declaration). */
export function containsMarkup(text: string): boolean {
  return /<[a-z!/?]/i.test(text);
}

const PLAIN_TEXT: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/** What sanitize-html escapes in text, back to the characters typed (`&amp;` last, so it is decoded once). */
const ESCAPED = [
  ['&lt;', '<'],
  ['&gt;', '>'],
  ['&quot;', '"'],
  ['&amp;', '&'],
] as const;

/**
 * A text with any markup taken out, as plain text: the characters typed, never entities. Texts other than
 * the legal pages are shown as text (escaped once, where they are shown), so `Камини & печки` stays so.
 */
function plainTextOf(text: string): string {
  return ESCAPED.reduce(
    (plain, [entity, character]) => plain.replaceAll(entity, character),
    sanitizeHtml(text, PLAIN_TEXT),
  );
}

/**
 * The content as it is stored: legal pages are HTML with the allowed markup; other texts are plain text,
 * markup they hold taken out and their characters kept exactly (no entity escaping). Image paths are not HTML.
 */
export function storedContent(type: ContentType, contentType: ContentKind, content: string): string {
  if (contentType === 'image') return content;
  if (type === 'legal') return sanitizeContentHtml(content);
  return containsMarkup(content) ? plainTextOf(content) : content;
}
