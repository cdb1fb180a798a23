import { Schema, type Connection, type Model } from 'mongoose';

export interface BrandDocument {
  id: number;
  name: string;
  /** The name lower-cased: what makes names unique regardless of case. */
  nameKey: string;
  websiteUrl: string | null;
  order: number;
  createdAt: Date;
  updatedAt: Date;
}

export const BRAND_SEQUENCE = 'brands';
export const BRAND_COLLECTION = 'brands';

const brandSchema = new Schema<BrandDocument>(
  {
    id: { type: Number, required: true },
    name: { type: String, required: true },
    nameKey: { type: String, required: true },
    websiteUrl: { type: String, default: null },
    order: { type: Number, required: true, default: 0 },
  },
  { collection: BRAND_COLLECTION, versionKey: false, timestamps: true, strict: 'throw' },
);

brandSchema.index({ id: 1 }, { unique: true });
brandSchema.index({ nameKey: 1 }, { unique: true });

export type BrandModel = Model<BrandDocument>;

export function brandModel(connection: Connection): BrandModel {
  return (
    (connection.models.Brand as BrandModel | undefined) ??
    connection.model<BrandDocument>('Brand', brandSchema)
  );
}

export const BRAND_PROJECTION = { _id: 0, id: 1, name: 1, websiteUrl: 1, order: 1 } as const;
