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
import type { ObjectStore } from './object-store';

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

const MAX_BYTES: Record<UploadKind, number> = { image: IMAGE_MAX_BYTES, pdf: PDF_MAX_BYTES };

/** Turns uploaded bytes into stored objects and an UploadedFile record. */
export class UploadService {
  constructor(private readonly deps: UploadServiceDeps) {}

  async upload(input: UploadInput): Promise<UploadedFile> {
    if (input.bytes.length > MAX_BYTES[input.kind]) throw new AppError('PAYLOAD_TOO_LARGE');
    const type = await detectFileType(input.bytes, input.kind, input.purpose);
    const filename = generateFilename(type.ext);
    const originalName = cleanOriginalName(input.originalName);
    return this.storeFile({
      filename,
      originalName,
      bytes: input.bytes,
      type,
      productId: input.productId ?? null,
      markWidth: true,
    });
  }

  /** Stores a file under a given name (demo images keep theirs) unless an object of that name exists. */
  async storeNamedIfMissing(filename: string, bytes: Buffer): Promise<boolean> {
    if (await this.deps.store.stat(filename)) return false;
    const kind: UploadKind = filename.toLowerCase().endsWith('.pdf') ? 'pdf' : 'image';
    const purpose: UploadPurpose | undefined = filename.toLowerCase().endsWith('.svg') ? 'logo' : undefined;
    const type = await detectFileType(bytes, kind, purpose);
    await this.storeFile({
      filename,
      originalName: filename,
      bytes,
      type,
      productId: null,
      markWidth: false,
    });
    return true;
  }

  private async storeFile(options: {
    filename: string;
    originalName: string;
    bytes: Buffer;
    type: DetectedType;
    productId: number | null;
    /** Whether a picture narrower than the largest variant is named with its width (demo files keep their names). */
    markWidth: boolean;
  }): Promise<UploadedFile> {
    const { originalName, type, markWidth } = options;
    const prepared = await prepareFile(options.filename, type, options.bytes, { originalName, markWidth });
    const { filename } = prepared;
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
