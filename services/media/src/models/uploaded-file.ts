import { Schema, type Connection, type Model } from 'mongoose';
import type { UploadedFile } from '@hiti/contracts';

export interface UploadedFileDocument {
  id: number;
  filename: string;
  originalName: string;
  filePath: string;
  fileSize: number;
  mimeType: string;
  productId: number | null;
  uploadedAt: Date;
  isActive: boolean;
}

const uploadedFileSchema = new Schema<UploadedFileDocument>(
  {
    id: { type: Number, required: true, unique: true },
    filename: { type: String, required: true, unique: true },
    originalName: { type: String, required: true },
    filePath: { type: String, required: true },
    fileSize: { type: Number, required: true },
    mimeType: { type: String, required: true },
    productId: { type: Number, default: null, index: true },
    uploadedAt: { type: Date, required: true, default: () => new Date() },
    isActive: { type: Boolean, required: true, default: true },
  },
  { versionKey: false },
);

export type UploadedFileModel = Model<UploadedFileDocument>;

export function uploadedFileModel(connection: Connection): UploadedFileModel {
  return (
    (connection.models.UploadedFile as UploadedFileModel | undefined) ??
    connection.model<UploadedFileDocument>('UploadedFile', uploadedFileSchema, 'uploaded_files')
  );
}

/** The record as the API shows it (SPEC §3). */
export function toUploadedFile(document: UploadedFileDocument): UploadedFile {
  return {
    id: document.id,
    filename: document.filename,
    originalName: document.originalName,
    filePath: document.filePath,
    fileSize: document.fileSize,
    mimeType: document.mimeType,
    productId: document.productId ?? null,
    uploadedAt: document.uploadedAt.toISOString(),
    isActive: document.isActive,
  };
}
