import { Schema, type Connection, type Model } from 'mongoose';
import {
  type BilingualText,
  CONTENT_KINDS,
  CONTENT_TYPES,
  type ContentKind,
  type ContentType,
  type BilingualSiteContentItem,
  type BilingualSiteContentMetadata,
} from '@hiti/contracts';

export const SITE_CONTENT_SEQUENCE = 'site_contents';

export interface SiteContentDocument {
  id: number;
  key: string;
  type: ContentType;
  content: BilingualText;
  contentType: ContentKind;
  metadata: BilingualSiteContentMetadata;
  updatedAt: Date;
  /** Which of the MAX_HERO_SLIDES places a hero slide holds; unique, so two writers cannot take one. */
  heroSlot?: number;
}

const siteContentSchema = new Schema<SiteContentDocument>(
  {
    id: { type: Number, required: true, unique: true },
    key: { type: String, required: true, unique: true },
    type: { type: String, required: true, enum: CONTENT_TYPES, index: true },
    content: { type: Schema.Types.Mixed, default: () => ({ mk: '', al: '' }) },
    contentType: { type: String, required: true, enum: CONTENT_KINDS, default: 'text' },
    metadata: { type: Schema.Types.Mixed, default: () => ({}) },
    updatedAt: { type: Date, required: true, default: () => new Date() },
    heroSlot: { type: Number, unique: true, sparse: true },
  },
  // `id` is our numeric id, not mongoose's string alias of `_id`; empty metadata objects are kept.
  { collection: 'site_contents', versionKey: false, id: false, minimize: false },
);

export type SiteContentModel = Model<SiteContentDocument>;

export function siteContentModel(connection: Connection): SiteContentModel {
  return connection.model<SiteContentDocument>('SiteContent', siteContentSchema);
}

/** The wire form of a stored item. */
export function toSiteContentItem(document: SiteContentDocument): BilingualSiteContentItem {
  return {
    id: document.id,
    key: document.key,
    type: document.type,
    content: document.content,
    contentType: document.contentType,
    metadata: document.metadata ?? {},
    updatedAt: document.updatedAt.toISOString(),
  };
}
