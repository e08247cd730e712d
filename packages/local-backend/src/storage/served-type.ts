/**
 * The `Content-Type` an object is served with. HTML is served as `text/plain` (parameters
 * kept), as Supabase Storage does: a file anyone could upload must never run as a page on the
 * API's origin. The media type is compared without regard to letter case, as browsers do.
 */
export function servedContentType(mimetype: string | undefined): string {
  const value = mimetype || 'application/octet-stream';
  const [essence = '', ...parameters] = value.split(';');
  if (essence.trim().toLowerCase() !== 'text/html') return value;
  return ['text/plain', ...parameters].join(';');
}
