/**
 * A request's body, read only as far as `max` bytes: a declared `Content-Length` over it is
 * refused before anything is read, and a chunked body as soon as it streams past it, so a
 * body never takes more memory than the limit whatever it claims.
 *
 * @param tooLarge - the error to throw past the limit.
 */
export async function readBoundedBody(
  request: Request,
  max: number,
  tooLarge: () => Error,
): Promise<Uint8Array> {
  if (Number(request.headers.get('content-length') ?? '0') > max) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}
