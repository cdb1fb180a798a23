import pLimit from 'p-limit';
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '@hiti/contracts';
import { AppError } from '@hiti/service-kit';

/** Larger images are refused before they are decoded (decompression bombs). */
const MAX_INPUT_PIXELS = 64_000_000;
/** Memory the decoded pixels of one image may take (a 16-bit 8000×8000 PNG would need 384 MB). */
const MAX_DECODED_BYTES = 256 * 1024 * 1024;
/** Images decoded at once; further uploads wait their turn, so a burst cannot exhaust memory. */
const IMAGE_PROCESSING_CONCURRENCY = 2;
const processing = pLimit(IMAGE_PROCESSING_CONCURRENCY);

const BYTES_PER_SAMPLE: Record<string, number> = {
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  double: 8,
};
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

/** Refuses an image whose pixels are too many or would take too much memory, from its header alone. */
async function checkDecodedSize(input: Buffer): Promise<void> {
  const {
    width = 0,
    height = 0,
    channels = 4,
    depth = 'uchar',
  } = await sharp(input, {
    limitInputPixels: MAX_INPUT_PIXELS,
  }).metadata();
  const bytes = width * height * channels * (BYTES_PER_SAMPLE[depth] ?? 1);
  if (width * height > MAX_INPUT_PIXELS || bytes > MAX_DECODED_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
}

/** The WebP variants of an image (see renderVariantsNow), at most IMAGE_PROCESSING_CONCURRENCY at a time. */
export function renderVariants(input: Buffer): Promise<ImageVariant[]> {
  return processing(() => renderVariantsNow(input));
}

/**
 * The WebP variants of an image, one per width of IMAGE_VARIANT_WIDTHS. The image is decoded once
 * (upright by its EXIF orientation, shrunk on load to the largest width); the smaller variants are
 * cut from those pixels. The output carries no metadata.
 */
async function renderVariantsNow(input: Buffer): Promise<ImageVariant[]> {
  try {
    await checkDecodedSize(input);
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
