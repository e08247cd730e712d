import { storageErrors } from '../errors.js';

/** Image transformations as storage-js sends them (`transform` of its calls). */
export interface TransformOptions {
  width?: number;
  height?: number;
  resize?: 'cover' | 'contain' | 'fill';
  format?: 'origin' | 'avif' | 'webp';
  quality?: number;
}

/** storage-api's bounds: sizes are clamped to 1–2000 px, quality is 20–100. */
export const SIZE_LIMITS = { min: 1, max: 2000 };
const RESIZE_MODES = ['cover', 'contain', 'fill'];
const FORMATS = ['origin', 'avif', 'webp'];

type Source = Record<string, unknown>;

/** An integer option with storage-api's schema messages (`<where>/<name> must be …`). */
function integer(source: Source, name: string, where: string, min: number, max?: number) {
  const raw = source[name];
  if (raw === undefined || raw === null || raw === '') return undefined;
  const value = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isInteger(value)) {
    throw storageErrors.invalidRequest(`${where}/${name} must be integer`);
  }
  if (value < min) throw storageErrors.invalidRequest(`${where}/${name} must be >= ${min}`);
  if (max !== undefined && value > max) {
    throw storageErrors.invalidRequest(`${where}/${name} must be <= ${max}`);
  }
  return value;
}

function oneOf<T extends string>(source: Source, name: string, where: string, allowed: string[]) {
  const raw = source[name];
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'string' || !allowed.includes(raw)) {
    throw storageErrors.invalidRequest(
      `${where}/${name} must be equal to one of the allowed values`,
    );
  }
  return raw as T;
}

/**
 * Validates transformations in storage-api's schema order (height, width, resize, format,
 * quality), answering the first problem with its message; `where` is `querystring` or
 * `body/transform`.
 */
export function parseTransform(source: Source, where: string): TransformOptions {
  const options: TransformOptions = {};
  const height = integer(source, 'height', where, 0);
  const width = integer(source, 'width', where, 0);
  const resize = oneOf<NonNullable<TransformOptions['resize']>>(
    source,
    'resize',
    where,
    RESIZE_MODES,
  );
  const format = oneOf<NonNullable<TransformOptions['format']>>(source, 'format', where, FORMATS);
  const quality = integer(source, 'quality', where, 20, 100);
  if (height) options.height = height;
  if (width) options.width = width;
  if (resize) options.resize = resize;
  if (format) options.format = format;
  if (quality) options.quality = quality;
  return options;
}

const clampSize = (value: number) => Math.min(Math.max(value, SIZE_LIMITS.min), SIZE_LIMITS.max);

/**
 * The transformations as storage-api names them: the `X-Transformations` header of a render
 * (`resizing_type:` in imgproxy's words) or, with `forToken`, the string a signed URL's token
 * carries (`resize:` as storage-js named it). Sizes are clamped as storage-api clamps them.
 */
export function transformSegments(options: TransformOptions, forToken = false): string[] {
  const segments: string[] = [];
  if (options.height) segments.push(`height:${clampSize(options.height)}`);
  if (options.width) segments.push(`width:${clampSize(options.width)}`);
  if (options.width || options.height) {
    segments.push(
      forToken ? `resize:${options.resize}` : `resizing_type:${imgproxyResize(options.resize)}`,
    );
  }
  if (options.quality) segments.push(`quality:${options.quality}`);
  if (options.format && options.format !== 'origin') segments.push(`format:${options.format}`);
  return segments;
}

function imgproxyResize(resize: TransformOptions['resize']): string {
  if (resize === 'contain') return 'fit';
  if (resize === 'fill') return 'force';
  return 'fill';
}

/**
 * Reads the transformations a signed URL's token carries (`width:100,resize:cover,…`), as
 * storage-api does: unknown names and empty values are skipped; a resize it does not know
 * (storage-api signs `resize:undefined` when none was given) means cover.
 */
export function parseTokenTransform(text: string): TransformOptions {
  const options: TransformOptions = {};
  for (const part of text.split(',')) {
    const [name, value] = part.split(':');
    if (!value) continue;
    if (name === 'height' || name === 'width' || name === 'quality') {
      const number = Number.parseInt(value, 10);
      if (Number.isFinite(number) && number > 0) options[name] = number;
    } else if (name === 'resize' && RESIZE_MODES.includes(value)) {
      options.resize = value as TransformOptions['resize'];
    } else if (name === 'format' && FORMATS.includes(value)) {
      options.format = value as TransformOptions['format'];
    }
  }
  return options;
}
