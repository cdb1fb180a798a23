import { HTML_SANITIZE_POLICY } from '@hiti/contracts';

const ALLOWED_TAGS: ReadonlySet<string> = new Set(HTML_SANITIZE_POLICY.allowedTags);
const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> =
  HTML_SANITIZE_POLICY.allowedAttributes;
const ALLOWED_SCHEMES: ReadonlySet<string> = new Set(HTML_SANITIZE_POLICY.allowedSchemes);
const URL_ATTRIBUTES: ReadonlySet<string> = new Set(HTML_SANITIZE_POLICY.allowedSchemesAppliedToAttributes);

/** Elements removed together with everything inside them (the rest of the disallowed ones are unwrapped). */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'select',
  'head',
  'title',
  'link',
  'meta',
  'base',
]);

/** A scheme from the policy, or a same-site relative address (never `//host`). */
function isSafeUrl(value: string): boolean {
  // browsers ignore control characters and spaces inside a scheme (`java\tscript:`)
  const url = [...value].filter((char) => char.charCodeAt(0) > 0x20 && char.charCodeAt(0) !== 0x7f).join('');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1];
  if (scheme !== undefined) return ALLOWED_SCHEMES.has(scheme.toLowerCase());
  return HTML_SANITIZE_POLICY.allowProtocolRelative || !url.startsWith('//');
}

function cleanAttributes(element: Element, tag: string): void {
  const allowed = ALLOWED_ATTRIBUTES[tag] ?? [];
  for (const attribute of [...element.attributes]) {
    const name = attribute.name.toLowerCase();
    const keep = allowed.includes(name) && (!URL_ATTRIBUTES.has(name) || isSafeUrl(attribute.value));
    if (!keep) element.removeAttribute(attribute.name);
  }
  if (tag === 'a' && element.getAttribute('target') !== null) {
    element.setAttribute('rel', 'noopener noreferrer');
  }
}

/** Node types (the DOM's numbers; no `Node` global is needed, so the server can run this too). */
const ELEMENT_NODE = 1;
const PROCESSING_INSTRUCTION_NODE = 7;
const COMMENT_NODE = 8;

function cleanChildren(parent: ParentNode): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === COMMENT_NODE || node.nodeType === PROCESSING_INSTRUCTION_NODE) {
      node.remove();
      continue;
    }
    if (node.nodeType !== ELEMENT_NODE) continue;
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) {
      element.remove();
      continue;
    }
    cleanChildren(element);
    if (ALLOWED_TAGS.has(tag)) cleanAttributes(element, tag);
    else element.replaceWith(...element.childNodes);
  }
}

/**
 * Applies the shared HTML policy of legal and rich texts before they are rendered: only its elements,
 * attributes and link schemes survive. DOMParser documents never run scripts or load resources.
 */
export function sanitizeHtml(html: string): string {
  // a whole document, so every parser (the browser's, the server's) puts the text in its body
  const document = new DOMParser().parseFromString(
    `<!doctype html><html><head></head><body>${html}</body></html>`,
    'text/html',
  );
  cleanChildren(document.body);
  return document.body.innerHTML;
}
