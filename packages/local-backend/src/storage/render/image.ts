import type { Sharp } from 'sharp';
import { StorageError } from '../errors.js';
import { SIZE_LIMITS, type TransformOptions } from './transform-options.js';

/** Hosted Storage's limits on a source image: 25 MB and 50 megapixels. */
export const SOURCE_LIMITS = { bytes: 25 * 1024 * 1024, pixels: 50_000_000 };

/** imgproxy's default quality, which Storage uses when none is asked for. */
const DEFAULT_QUALITY = 80;

/** A transformed image. */
export interface RenderedImage {
  data: Buffer;
  contentType: string;
}

/** storage-api's answer to an image it cannot process: 400 `InvalidRequest`. */
export function imageError(message: string): StorageError {
  return new StorageError(400, 'InvalidRequest', message);
}

const unsupported = () => imageError('The source image is invalid or unsupported for rendering');

type SharpModule = typeof import('sharp').default;
let sharpModule: Promise<SharpModule> | undefined;

/** sharp (libvips) is loaded on the first render, so starting the backend does not pay for it. */
function loadSharp(): Promise<SharpModule> {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    // Objects change under the same key: caching decoded inputs would only cost memory.
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

type OutputFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'tiff';

/** Formats written; a source in any other (SVG, HEIC, …) is answered as PNG. */
const WRITABLE: OutputFormat[] = ['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff'];

/** Encodes in `format`; quality applies to the lossy ones, as in imgproxy. */
function encoded(image: Sharp, format: OutputFormat, quality: number): Sharp {
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality });
    case 'webp':
      return image.webp({ quality });
    case 'avif':
      return image.avif({ quality });
    case 'tiff':
      return image.tiff({ quality });
    case 'gif':
      return image.gif();
    default:
      return image.png();
  }
}

/**
 * The output format, as Storage's imgproxy picks it: the format asked for; otherwise WebP when
 * the request's `Accept` allows it (unless `origin` was asked for); otherwise the source's.
 */
function outputFormat(options: TransformOptions, source: string, accept: string): OutputFormat {
  if (options.format === 'webp' || options.format === 'avif') return options.format;
  if (options.format !== 'origin' && /\bimage\/webp\b/i.test(accept)) return 'webp';
  const format = (source === 'jpg' ? 'jpeg' : source) as OutputFormat;
  return WRITABLE.includes(format) ? format : 'png';
}

/** Resizes as imgproxy does for Storage: never enlarges; cover crops centred, contain fits inside. */
function resized(image: Sharp, options: TransformOptions): Sharp {
  if (!options.width && !options.height) return image;
  const clamp = (value: number | undefined) =>
    value ? Math.min(Math.max(value, SIZE_LIMITS.min), SIZE_LIMITS.max) : undefined;
  const fit =
    options.resize === 'contain' ? 'inside' : options.resize === 'fill' ? 'fill' : 'cover';
  return image.resize({
    width: clamp(options.width),
    height: clamp(options.height),
    fit,
    position: 'centre',
    withoutEnlargement: true,
  });
}

/** Reads the source's header: its format and size, or Storage's refusal. */
async function inspect(sharp: SharpModule, source: Buffer) {
  if (source.length > SOURCE_LIMITS.bytes) {
    throw imageError('The source image file is too large to process');
  }
  let metadata: Awaited<ReturnType<Sharp['metadata']>>;
  try {
    metadata = await sharp(source).metadata();
  } catch {
    throw unsupported();
  }
  if (!metadata.format || !metadata.width || !metadata.height) throw unsupported();
  if (metadata.width * metadata.height > SOURCE_LIMITS.pixels) {
    throw imageError('The source image resolution is too large to process');
  }
  return { format: metadata.format as string };
}

/**
 * Applies Storage's image transformations (size, resize mode, quality, format) to `source`
 * with sharp, honouring EXIF orientation and dropping metadata as imgproxy does. `accept`
 * is the request's `Accept` header.
 */
export async function renderImage(
  source: Buffer,
  options: TransformOptions,
  accept: string,
): Promise<RenderedImage> {
  const sharp = await loadSharp();
  const { format: sourceFormat } = await inspect(sharp, source);
  const format = outputFormat(options, sourceFormat, accept);
  const image = resized(
    sharp(source, { limitInputPixels: SOURCE_LIMITS.pixels }).rotate(),
    options,
  );
  try {
    const data = await encoded(image, format, options.quality ?? DEFAULT_QUALITY).toBuffer();
    return { data, contentType: `image/${format}` };
  } catch {
    throw unsupported();
  }
}
