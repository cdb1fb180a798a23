import sanitizeHtml from 'sanitize-html';

const SVG_ELEMENTS = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feComposite',
  'feFlood',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feDropShadow',
];

const SVG_ATTRIBUTES = [
  'id',
  'class',
  'style',
  'xmlns',
  'xmlns:xlink',
  'version',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'pathLength',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'clip-path',
  'mask',
  'filter',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'color',
  'display',
  'visibility',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'filterUnits',
  'primitiveUnits',
  'in',
  'in2',
  'result',
  'stdDeviation',
  'dx',
  'dy',
  'mode',
  'type',
  'values',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'radius',
  'flood-color',
  'flood-opacity',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'href',
  'xlink:href',
];

const SVG_NAMESPACES = { xmlns: 'http://www.w3.org/2000/svg', 'xmlns:xlink': 'http://www.w3.org/1999/xlink' };

/** A reference to anything but a fragment of the same document (`url(#id)` / `#id`) is external. */
const EXTERNAL_URL = /url\s*\(\s*(?!['"]?#)/i;
const REFERENCE_ATTRIBUTES = new Set(['href', 'xlink:href']);

function withoutExternalReferences(attributes: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (REFERENCE_ATTRIBUTES.has(name) && !value.trim().startsWith('#')) continue;
    if (EXTERNAL_URL.test(value) || /@import|expression\s*\(|javascript:/i.test(value)) continue;
    kept[name] = value;
  }
  return kept;
}

const DOCTYPE_START = /<!DOCTYPE/giu;

/** Where the declaration starting at `from` ends: its `>` outside quotes and outside the `[...]` subset. */
function doctypeEnd(source: string, from: number): number {
  let quote: string | null = null;
  let depth = 0;
  for (let at = from; at < source.length; at += 1) {
    const char = source[at];
    if (quote !== null) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '[') depth += 1;
    else if (char === ']') depth = Math.max(0, depth - 1);
    else if (char === '>' && depth === 0) return at + 1;
  }
  return source.length;
}

/**
 * The document without its document type declarations, internal subset included (Illustrator writes its
 * namespaces there as entities): a browser needs none of it to draw an SVG, and an entity left out is
 * never expanded (a reference to one stays literal text), so no entity can grow the file or reach outside.
 */
export function withoutDoctype(source: string): string {
  let kept = '';
  let from = 0;
  for (const match of source.matchAll(DOCTYPE_START)) {
    if (match.index < from) continue;
    kept += source.slice(from, match.index);
    from = doctypeEnd(source, match.index + match[0].length);
  }
  return kept + source.slice(from);
}

/**
 * An SVG with only drawing elements and attributes left: no document type (so no entities), no
 * scripts, no event handlers, no foreignObject, no style sheets and no references outside the document.
 */
export function sanitizeSvg(source: string): string {
  return sanitizeHtml(withoutDoctype(source), {
    allowedTags: SVG_ELEMENTS,
    allowedAttributes: { '*': SVG_ATTRIBUTES },
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: [],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'foreignObject', 'textarea', 'option', 'noscript'],
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
    transformTags: {
      '*': (tagName, attributes) => ({
        tagName,
        // The namespaces are written out, not taken from the file: an export may name them through
        // entities of the document type left out above, which would leave a namespace nothing draws.
        attribs: { ...withoutExternalReferences(attributes), ...(tagName === 'svg' ? SVG_NAMESPACES : {}) },
      }),
    },
  }).trim();
}

const SVG_PREAMBLE = /^(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->)*/i;
/** How far into a file its root element is looked for (a document type's subset can be long). */
const HEAD_BYTES = 64 * 1024;

/** Whether the bytes are an SVG document (XML text whose root element is `svg`). */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, HEAD_BYTES))
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const rest = withoutDoctype(head).replace(SVG_PREAMBLE, '');
  return /^<svg[\s>]/.test(rest);
}
