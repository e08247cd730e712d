import { SIGNED_URL_MAX_TTL_SECONDS, SIGNED_URL_TTL_SECONDS } from '@tandem/schemas';
import type { SupabaseParts } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';
import { ATTACHMENTS_BUCKET } from './object-path.js';

/**
 * An image transformation, as Supabase Storage applies it: sizes in pixels (1–2000, never
 * enlarging), `cover` crops to fill the box (the default), `contain` fits inside it, `fill`
 * stretches; `quality` 20–100; `origin` keeps the file's format instead of WebP.
 */
export interface ImageTransform {
  width?: number;
  height?: number;
  resize?: 'cover' | 'contain' | 'fill';
  quality?: number;
  format?: 'origin';
}

/** Options of `attachments.downloadUrl`. */
export interface DownloadUrlOptions {
  /**
   * Seconds the URL stays valid, at most `SIGNED_URL_MAX_TTL_SECONDS` (3600; a longer one is
   * shortened to that, a non-positive or non-finite one gets the default). Default
   * `SIGNED_URL_TTL_SECONDS` (60).
   */
  expiresIn?: number;
  /**
   * `true` makes browsers save the file instead of showing it; a string also renames it.
   * Default `false`: shown inline where the browser can.
   */
  download?: boolean | string;
  /** Serve an image attachment transformed, e.g. a thumbnail. Images only. */
  transform?: ImageTransform;
}

/** `expiresIn` within 1…`SIGNED_URL_MAX_TTL_SECONDS`, whole seconds. */
function boundedLifetime(expiresIn: number | undefined): number {
  if (expiresIn === undefined || !Number.isFinite(expiresIn) || expiresIn < 1) {
    return SIGNED_URL_TTL_SECONDS;
  }
  return Math.min(Math.floor(expiresIn), SIGNED_URL_MAX_TTL_SECONDS);
}

/**
 * A signed URL for an attachment's bytes (transformed with `transform`). Signing checks the caller may read the object: a
 * non-member's request finds nothing (`data/not-found`).
 */
export async function attachmentDownloadUrl(
  supabase: SupabaseParts,
  attachment: { object_path: string } | string,
  options: DownloadUrlOptions = {},
): Promise<string> {
  const path = typeof attachment === 'string' ? attachment : attachment.object_path;
  const { download, transform } = options;
  const signOptions = {
    ...(download ? { download } : {}),
    ...(transform ? { transform } : {}),
  };
  const storage = await supabase.storage();
  const data = await unwrap(
    storage
      .from(ATTACHMENTS_BUCKET)
      .createSignedUrl(
        path,
        boundedLifetime(options.expiresIn),
        download || transform ? signOptions : undefined,
      ),
  );
  return data.signedUrl;
}
