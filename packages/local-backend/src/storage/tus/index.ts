import { type Context, Hono, type Next } from 'hono';
import type { StorageService } from '../service.js';
import { appendChunk, cancelUpload, createUpload, tusOptions, uploadOffset } from './handlers.js';
import { TUS_VERSION, tusHeaders } from './uploads.js';

/**
 * tus-js-client in a browser reads these from responses: expose them next to the gateway's
 * list the CORS middleware already set.
 */
async function exposeTusHeaders(c: Context, next: Next): Promise<void> {
  await next();
  const exposed = c.res.headers.get('access-control-expose-headers');
  const tus = 'Upload-Offset,Upload-Length,Tus-Resumable,Tus-Version,Tus-Extension,Tus-Max-Size';
  c.res.headers.set('access-control-expose-headers', exposed ? `${exposed},${tus}` : tus);
}

/**
 * TUS 1.0.0: every request but OPTIONS names the protocol version; a server that does not
 * speak the one named answers 412 with the versions it does (as tus servers do).
 */
async function requireTusVersion(c: Context, next: Next): Promise<Response | undefined> {
  if (c.req.method !== 'OPTIONS' && c.req.header('tus-resumable') !== TUS_VERSION) {
    return c.text('Unsupported version', 412, tusHeaders({ 'Tus-Version': TUS_VERSION }));
  }
  await next();
}

/**
 * TUS 1.0.0 (core, creation, termination), mounted at `/storage/v1/upload/resumable` as
 * hosted Storage serves it to tus-js-client. Uploads in progress live in `service.uploads`.
 */
export function resumableUploads(service: StorageService): Hono {
  const h =
    (handler: (c: Context, service: StorageService) => Response | Promise<Response>) =>
    (c: Context) =>
      handler(c, service);
  const tus = new Hono();
  tus.use('*', exposeTusHeaders);
  tus.use('*', requireTusVersion);
  tus.options('/', h(tusOptions));
  tus.post('/', h(createUpload));
  tus.get('/:id', h(uploadOffset));
  tus.patch('/:id', h(appendChunk));
  tus.delete('/:id', h(cancelUpload));
  return tus;
}
