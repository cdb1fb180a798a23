export const CONTENT_KINDS = ['text', 'image'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The metadata fields that hold visitor-facing text (each in both languages). */
export const CONTENT_METADATA_TEXT_FIELDS = ['alt', 'title', 'description', 'subtitle', 'address'] as const;
export type ContentMetadataTextField = (typeof CONTENT_METADATA_TEXT_FIELDS)[number];
