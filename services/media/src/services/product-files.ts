import type { UploadedFileModel } from '../models/uploaded-file';

/** Marks every file of a deleted product inactive (the files stay); safe to repeat. */
export async function deactivateProductFiles(files: UploadedFileModel, productId: number): Promise<number> {
  const result = await files.updateMany({ productId, isActive: true }, { $set: { isActive: false } });
  return result.modifiedCount;
}
