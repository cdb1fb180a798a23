import { Schema, type Connection, type Model, type Types } from 'mongoose';
import {
  PRODUCT_IMPORT_STATES,
  ROLES,
  type Caller,
  type ProductImport,
  type ProductImportError,
  type ProductImportState,
} from '@hiti/contracts';

const PRODUCT_IMPORT_COLLECTION = 'product_imports';
export const PRODUCT_IMPORT_ROWS_COLLECTION = 'product_import_rows';

export interface ProductImportDocument {
  _id: Types.ObjectId;
  /** SHA-256 of the file's rows. */
  fileHash: string;
  /**
   * Unique: the file hash while the import is queued, running or completed (an identical file is that
   * import), the hash with the import's id once it failed or was cancelled (the file may be sent again).
   */
  dedupeKey: string;
  state: ProductImportState;
  rowsTotal: number;
  rowsDone: number;
  created: number;
  updated: number;
  unchanged: number;
  errors: ProductImportError[];
  cancelRequested: boolean;
  actor: Caller | null;
  createdAt: Date;
  finishedAt: Date | null;
  /**
   * `false` from the write that completes an import until `products.imported` has been published for it;
   * absent on imports that ended otherwise (and on those completed before the field existed).
   */
  announced?: boolean;
}

const productImportSchema = new Schema<ProductImportDocument>(
  {
    fileHash: { type: String, required: true },
    dedupeKey: { type: String, required: true },
    state: { type: String, enum: PRODUCT_IMPORT_STATES, required: true },
    rowsTotal: { type: Number, required: true },
    rowsDone: { type: Number, required: true, default: 0 },
    created: { type: Number, required: true, default: 0 },
    updated: { type: Number, required: true, default: 0 },
    unchanged: { type: Number, required: true, default: 0 },
    errors: { type: Schema.Types.Mixed, default: () => [] },
    cancelRequested: { type: Boolean, required: true, default: false },
    actor: {
      type: new Schema({ id: Number, username: String, role: { type: String, enum: ROLES } }, { _id: false }),
      default: null,
    },
    createdAt: { type: Date, required: true },
    finishedAt: { type: Date, default: null },
    announced: { type: Boolean, default: undefined },
  },
  {
    collection: PRODUCT_IMPORT_COLLECTION,
    versionKey: false,
    minimize: false,
    suppressReservedKeysWarning: true,
  },
);
productImportSchema.index({ dedupeKey: 1 }, { unique: true });
productImportSchema.index({ announced: 1 }, { partialFilterExpression: { announced: false } });

export type ProductImportModel = Model<ProductImportDocument>;

export function productImportModel(connection: Connection): ProductImportModel {
  return (
    (connection.models.ProductImport as ProductImportModel | undefined) ??
    connection.model<ProductImportDocument>('ProductImport', productImportSchema)
  );
}

/** The rows of an import, kept in chunks until its job has run. */
export interface ImportRowsDocument {
  importId: string;
  seq: number;
  rows: unknown[];
}

export function toProductImport(document: ProductImportDocument, repeated = false): ProductImport {
  return {
    id: document._id.toHexString(),
    state: document.state,
    rowsTotal: document.rowsTotal,
    rowsDone: document.rowsDone,
    created: document.created,
    updated: document.updated,
    unchanged: document.unchanged,
    errors: document.errors,
    cancelRequested: document.cancelRequested,
    repeated,
    createdAt: document.createdAt.toISOString(),
    finishedAt: document.finishedAt ? document.finishedAt.toISOString() : null,
  };
}
