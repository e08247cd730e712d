import { storageErrors } from './errors.js';

// Control characters (C0, DEL, C1) never belong in a key: they break logs, headers and shells.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

// storage-api's bucket-name alphabet: printable ASCII without `/` and a few URL-hostile signs.
const BUCKET_NAME = /^[A-Za-z0-9_\-.!*'() &$@=;:+,?]+$/;

/**
 * Checks an object key the way storage-api does and refuses what could escape a folder or
 * confuse a file system: empty keys, control characters, `.`/`..` segments, a leading `/` and
 * keys longer than 1024 bytes. Returns the key unchanged.
 */
export function validateObjectKey(key: string): string {
  if (
    !key ||
    Buffer.byteLength(key) > 1024 ||
    CONTROL.test(key) ||
    key.startsWith('/') ||
    key.split('/').some((segment) => segment === '.' || segment === '..')
  ) {
    throw storageErrors.invalidKey(key);
  }
  return key;
}

/** Checks a bucket id: Storage's alphabet, no `.`/`..`, at most 100 characters. */
export function validateBucketName(name: string): string {
  if (!BUCKET_NAME.test(name) || name === '.' || name === '..' || name.length > 100) {
    throw storageErrors.invalidBucketName(name);
  }
  return name;
}

/**
 * Whether `mimeType` is allowed by a bucket's `allowed_mime_types` (`image/*` wildcards
 * included; parameters such as `;charset=` ignored). An empty or missing list allows all.
 */
export function mimeTypeAllowed(mimeType: string, allowed: string[] | null | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [base = ''] = mimeType.toLowerCase().split(';');
  const type = base.trim();
  return allowed.some((pattern) => {
    const wanted = pattern.toLowerCase().trim();
    if (wanted === '*/*' || wanted === '*') return true;
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}
