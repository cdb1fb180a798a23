import type { Readable } from 'node:stream';
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '@hiti/contracts';
import type { ByteRange } from '../domain/http-cache';
import { hasVariants, variantObjectName } from '../domain/names';
import type { ObjectInfo, ObjectStore } from './object-store';

const LARGEST_VARIANT = Math.max(...IMAGE_VARIANT_WIDTHS) as ImageVariantWidth;

export interface FoundFile {
  /** The object's name in the bucket: the file's, or its variant's. */
  name: string;
  info: ObjectInfo;
}

/** Reading stored files back for `GET /files/:filename`. */
export class FileService {
  constructor(private readonly store: ObjectStore) {}

  /**
   * The object to send: the variant of the width asked for. An image with variants is never sent as
   * uploaded (its original may carry EXIF/XMP, GPS included): without a width it gets its largest variant.
   */
  async find(filename: string, width: ImageVariantWidth | undefined): Promise<FoundFile | null> {
    if (hasVariants(filename)) {
      const name = variantObjectName(filename, width ?? LARGEST_VARIANT);
      const info = await this.store.stat(name);
      if (info) return { name, info };
    }
    const info = await this.store.stat(filename);
    return info ? { name: filename, info } : null;
  }

  read(name: string, range?: ByteRange): Promise<Readable> {
    return this.store.read(name, range);
  }
}
