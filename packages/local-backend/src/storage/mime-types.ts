/** Content types of common file extensions, for objects seeded from disk. */
const TYPES: Record<string, string> = {
  css: 'text/css',
  csv: 'text/csv',
  gif: 'image/gif',
  html: 'text/html',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  js: 'text/javascript',
  json: 'application/json',
  md: 'text/markdown',
  pdf: 'application/pdf',
  png: 'image/png',
  svg: 'image/svg+xml',
  txt: 'text/plain',
  webp: 'image/webp',
  zip: 'application/zip',
};

/**
 * The content type of a file name by its extension.
 * @returns the type, or `application/octet-stream` (the default) for unknown extensions.
 */
export function mimeTypeFor(name: string): string {
  const dot = name.lastIndexOf('.');
  const extension = dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
  return TYPES[extension] ?? 'application/octet-stream';
}
