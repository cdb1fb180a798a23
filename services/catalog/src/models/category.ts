import { Schema, type Connection, type Model } from 'mongoose';

export interface CategoryDocument {
  id: number;
  name: string;
  /** The name lower-cased: what makes names unique regardless of case. */
  nameKey: string;
  description: string;
  imageUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const CATEGORY_SEQUENCE = 'categories';

const categorySchema = new Schema<CategoryDocument>(
  {
    id: { type: Number, required: true },
    name: { type: String, required: true },
    nameKey: { type: String, required: true },
    description: { type: String, default: '' },
    imageUrl: { type: String, default: null },
  },
  { collection: 'categories', versionKey: false, timestamps: true, strict: 'throw' },
);

categorySchema.index({ id: 1 }, { unique: true });
categorySchema.index({ nameKey: 1 }, { unique: true });

export type CategoryModel = Model<CategoryDocument>;

export function categoryModel(connection: Connection): CategoryModel {
  return (
    (connection.models.Category as CategoryModel | undefined) ??
    connection.model<CategoryDocument>('Category', categorySchema)
  );
}

export const CATEGORY_PROJECTION = { _id: 0, id: 1, name: 1, description: 1, imageUrl: 1 } as const;
