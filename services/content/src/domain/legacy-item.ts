import {
  CONTENT_METADATA_TEXT_FIELDS,
  languageNeutral,
  bilingualSiteContentMetadataSchema,
  type BilingualText,
  type BilingualSiteContentMetadata,
} from '@hiti/contracts';

/**
 * An item as stored before texts were kept per language: `content` a string (Albanian, with the
 * Macedonian text in `metadata.content_mk` where there was one), slide titles in `metadata.title`
 * (Albanian) and `metadata.title_mk`, other metadata texts in one language.
 */
export interface LegacyItemFields {
  content: string;
  metadata: Record<string, unknown>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A text and its Macedonian partner. Without a partner the text was entered in an Albanian field
 * (`alone: 'al'`), or it reads the same in both languages (`alone: 'neutral'`: links, paths, names).
 * Either way both languages keep reading it through the fallback.
 */
function pair(value: unknown, macedonian: unknown, alone: 'al' | 'neutral'): BilingualText | undefined {
  if (value === undefined && macedonian === undefined) return undefined;
  if (macedonian !== undefined) return { mk: text(macedonian), al: text(value) };
  return alone === 'al' ? { mk: '', al: text(value) } : languageNeutral(text(value));
}

/** Metadata texts that came from Albanian fields of the editors (their partners end in `_mk`). */
const ALBANIAN_METADATA_FIELDS: ReadonlySet<string> = new Set(['title', 'description', 'subtitle']);

function legacyFeatures(value: unknown): BilingualSiteContentMetadata['features'] {
  if (!Array.isArray(value)) return undefined;
  return value.map((feature: unknown) => {
    const record =
      typeof feature === 'object' && feature !== null ? (feature as Record<string, unknown>) : {};
    return {
      title: languageNeutral(text(record.title)),
      description: languageNeutral(text(record.description)),
    };
  });
}

/** The per-language fields of a legacy item; metadata fields that were never part of the shape are dropped. */
export function migrateLegacyItem(
  item: LegacyItemFields,
  contentAlone: 'al' | 'neutral',
): { content: BilingualText; metadata: BilingualSiteContentMetadata } {
  const old = item.metadata;
  const content = pair(item.content, old.content_mk, contentAlone) ?? languageNeutral('');
  if (typeof old.content_al === 'string' && old.content_al.trim() !== '') content.al = old.content_al;
  const metadata: Record<string, unknown> = {};
  for (const field of CONTENT_METADATA_TEXT_FIELDS) {
    const alone = ALBANIAN_METADATA_FIELDS.has(field) ? 'al' : 'neutral';
    const value = pair(old[field], old[`${field}_mk`], alone);
    if (value !== undefined) metadata[field] = value;
  }
  for (const field of ['phone', 'email', 'mapUrl', 'imageUrl'] as const) {
    if (typeof old[field] === 'string') metadata[field] = old[field];
  }
  const features = legacyFeatures(old.features);
  if (features) metadata.features = features;
  return { content, metadata: bilingualSiteContentMetadataSchema.parse(metadata) };
}
