import type { MountSurface } from '../context.js';
import { handleRpc } from './rpc-handler.js';
import { createSchemaStore } from './schema-store.js';
import { handleTable } from './table-handler.js';

/** Mounts the PostgREST-compatible API under `/rest/v1`. */
export const mountRest: MountSurface = async (app, ctx) => {
  const store = await createSchemaStore(ctx);
  app.on(['GET', 'HEAD', 'POST'], '/rest/v1/rpc/:fn', (c) =>
    handleRpc(c, ctx, store, c.req.param('fn')),
  );
  app.on(['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'], '/rest/v1/:table', (c) =>
    handleTable(c, ctx, store, c.req.param('table')),
  );
};
