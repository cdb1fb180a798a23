/**
 * The HTML that legal pages and rich texts may contain, as plain options in the format of the
 * sanitize-html library: the content service applies it when an item is stored, the web app again
 * when it renders one. Everything not listed (scripts, styles, event attributes, images, iframes,
 * `javascript:` and other schemes) is removed.
 */
export const HTML_SANITIZE_POLICY = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'a',
    'blockquote',
    'span',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
} as const;

export type HtmlSanitizePolicy = typeof HTML_SANITIZE_POLICY;
