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

/**
 * The content as it is stored: legal pages are always HTML; other texts only when they hold markup,
 * so plain texts keep their characters exactly (no entity escaping). Image paths are not HTML.
 */
export function storedContent(type: ContentType, contentType: ContentKind, content: string): string {
  if (contentType === 'image') return content;
  if (type === 'legal' || containsMarkup(content)) return sanitizeContentHtml(content);
  return content;
}
