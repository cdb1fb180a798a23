import type { Connection } from 'mongoose';
import {
  ATTACHED_ASSETS_PREFIX,
  IMAGE_MAX_BYTES,
  PDF_MAX_BYTES,
  type UploadKind,
  type UploadPurpose,
  type UploadedFile,
} from '@hiti/contracts';
import { AppError, nextSequence } from '@hiti/service-kit';
import { detectFileType, type DetectedType } from '../domain/detect-type';
import { cleanOriginalName, generateFilename } from '../domain/names';
import { prepareFile } from '../domain/prepare';
import { toUploadedFile, type UploadedFileModel } from '../models/uploaded-file';
import type { ObjectStore } from '../storage/object-store';

export interface UploadInput {
  bytes: Buffer;
  kind: UploadKind;
  originalName: string;
  productId?: number | undefined;
  purpose?: UploadPurpose | undefined;
}

export interface UploadServiceDeps {
  connection: Connection;
  files: UploadedFileModel;
  store: ObjectStore;
}

const FILE_SEQUENCE = 'uploaded_files';

export const MAX_BYTES: Record<UploadKind, number> = { image: IMAGE_MAX_BYTES, pdf: PDF_MAX_BYTES };

/** Turns uploaded bytes into stored objects and an UploadedFile record. */
export class UploadService {
  constructor(private readonly deps: UploadServiceDeps) {}

  async upload(input: UploadInput): Promise<UploadedFile> {
    if (input.bytes.length > MAX_BYTES[input.kind]) throw new AppError('PAYLOAD_TOO_LARGE');
    const type = await detectFileType(input.bytes, input.kind, input.purpose);
    const filename = generateFilename(type.ext);
    const originalName = cleanOriginalName(input.originalName);
    const record = await this.storeFile({
      filename,
      originalName,
      bytes: input.bytes,
      type,
      productId: input.productId ?? null,
    });
    return record;
  }

  /** Stores a file under a given name (demo images keep theirs) unless an object of that name exists. */
  async storeNamedIfMissing(filename: string, bytes: Buffer): Promise<boolean> {
    if (await this.deps.store.stat(filename)) return false;
    const kind: UploadKind = filename.toLowerCase().endsWith('.pdf') ? 'pdf' : 'image';
    const purpose: UploadPurpose | undefined = filename.toLowerCase().endsWith('.svg') ? 'logo' : undefined;
    const type = await detectFileType(bytes, kind, purpose);
    await this.storeFile({ filename, originalName: filename, bytes, type, productId: null });
    return true;
  }

  private async storeFile(options: {
    filename: string;
    originalName: string;
    bytes: Buffer;
    type: DetectedType;
    productId: number | null;
  }): Promise<UploadedFile> {
    const { filename, originalName, type } = options;
    const prepared = await prepareFile(filename, type, options.bytes, originalName);
    // Variants first: the original's presence is what marks a file as stored.
    const [original, ...variants] = prepared.objects;
    await Promise.all(variants.map((object) => this.deps.store.put(object.name, object.data, object)));
    if (original) await this.deps.store.put(original.name, original.data, original);
    const existing = await this.deps.files.findOne({ filename }).lean();
    if (existing) return toUploadedFile(existing);
    const created = await this.deps.files.create({
      id: await nextSequence(this.deps.connection, FILE_SEQUENCE),
      filename,
      originalName,
      filePath: `${ATTACHED_ASSETS_PREFIX}${filename}`,
      fileSize: prepared.fileSize,
      mimeType: type.mime,
      productId: options.productId,
      uploadedAt: new Date(),
      isActive: true,
    });
    return toUploadedFile(created.toObject());
  }
}
