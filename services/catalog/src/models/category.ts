import { Schema, type Connection, type Model } from 'mongoose';
import type { BilingualText } from '@hiti/contracts';

export interface CategoryDocument {
  id: number;
  name: BilingualText;
  /** Every name of the category (both languages) lower-cased: what makes names unique regardless of case. */
  nameKeys: string[];
  description: BilingualText;
  imageUrl: string | null;
  /** The specification attributes of its products (older categories have none stored). */
  specificationKeys?: string[];
  /** Set while a deletion checks that no product is in the category: products are not put into it then. */
  deletingSince?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const CATEGORY_SEQUENCE = 'categories';
export const CATEGORY_COLLECTION = 'categories';

const bilingual = { mk: { type: String, default: '' }, al: { type: String, default: '' } };

const bilingualCategorySchema = new Schema<CategoryDocument>(
  {
    id: { type: Number, required: true },
    name: bilingual,
    nameKeys: { type: [String], required: true },
    description: bilingual,
    imageUrl: { type: String, default: null },
    specificationKeys: { type: [String], default: [] },
    deletingSince: { type: Date, default: null },
  },
  { collection: CATEGORY_COLLECTION, versionKey: false, timestamps: true, strict: 'throw' },
);

bilingualCategorySchema.index({ id: 1 }, { unique: true });
// A name of one category is never a name of another, in either language.
bilingualCategorySchema.index({ nameKeys: 1 }, { unique: true });

export type CategoryModel = Model<CategoryDocument>;

export function categoryModel(connection: Connection): CategoryModel {
  return (
    (connection.models.BilingualCategory as CategoryModel | undefined) ??
    connection.model<CategoryDocument>('Category', bilingualCategorySchema)
  );
}

export const CATEGORY_PROJECTION = {
  _id: 0,
  id: 1,
  name: 1,
  description: 1,
  imageUrl: 1,
  specificationKeys: 1,
} as const;
