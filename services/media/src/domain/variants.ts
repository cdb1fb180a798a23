import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '@hiti/contracts';
import { AppError } from '@hiti/service-kit';

/** Larger images are refused before they are decoded (decompression bombs). */
export const MAX_INPUT_PIXELS = 64_000_000;
const WEBP_QUALITY = 80;
/** The smaller variants are encoded with less effort: a few per cent larger files, much less CPU. */
const SMALL_VARIANT_EFFORT = 2;
const LARGEST_WIDTH = Math.max(...IMAGE_VARIANT_WIDTHS);

export interface ImageVariant {
  /** The width asked for (`?w=`). */
  width: ImageVariantWidth;
  /** The real width: never more than the original's (images are not enlarged). */
  actualWidth: number;
  height: number;
  data: Buffer;
}

function toUploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new AppError('PAYLOAD_TOO_LARGE', { cause: error });
  return new AppError('IMAGE_TYPE_INVALID', { cause: error });
}

/**
 * The WebP variants of an image, one per width of IMAGE_VARIANT_WIDTHS. The image is decoded once
 * (upright by its EXIF orientation, shrunk on load to the largest width); the smaller variants are
 * cut from those pixels. The output carries no metadata.
 */
export async function renderVariants(input: Buffer): Promise<ImageVariant[]> {
  try {
    const { data, info } = await sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      autoOrient: true,
      failOn: 'error',
    })
      .resize({ width: LARGEST_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const decoded = sharp(data, {
      raw: { width: info.width, height: info.height, channels: info.channels },
    });
    return await Promise.all(
      IMAGE_VARIANT_WIDTHS.map(async (width) => {
        const pipeline = decoded.clone();
        if (width < info.width) pipeline.resize({ width });
        const effort = width < LARGEST_WIDTH ? { effort: SMALL_VARIANT_EFFORT } : {};
        const output = await pipeline
          .webp({ quality: WEBP_QUALITY, ...effort })
          .toBuffer({ resolveWithObject: true });
        return { width, actualWidth: output.info.width, height: output.info.height, data: output.data };
      }),
    );
  } catch (error) {
    throw toUploadError(error);
  }
}
