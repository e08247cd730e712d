import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import type { BackendContext, MountSurface } from '../context.js';
import { fromPgError } from './errors.js';
import { readTable } from './handlers/read.js';
import { callFunction } from './handlers/rpc.js';
import { writeTable } from './handlers/write.js';
import { errorResponse, type Prepared, prepare } from './request.js';
import { createSchemaStore, type SchemaStore } from './schema-store.js';

/** A `/rest/v1` endpoint: a named handler given the request and its prepared scope. */
export type RestHandler = (c: Context, prepared: Prepared) => Promise<Response>;

/**
 * PostgREST's pipeline around a handler: authenticate and resolve the schema, preferences and
 * format (`prepare`), let the handler parse, plan, query and respond, and turn any failure
 * into PostgREST's error body (database errors mapped as PostgREST maps them; a permission
 * error of an anonymous caller is a 401).
 */
function pipeline(ctx: BackendContext, store: SchemaStore) {
  return (handler: RestHandler) => async (c: Context) => {
    let prepared: Prepared | undefined;
    try {
      prepared = await prepare(c, ctx, store);
      return await handler(c, prepared);
    } catch (error) {
      const denied = prepared && {
        role: prepared.identity.role,
        method: c.req.method,
        schema: prepared.schema,
      };
      return errorResponse(
        fromPgError(error, !prepared || prepared.identity.role === 'anon', denied || undefined),
      );
    }
  };
}

/**
 * The PostgREST-compatible `/rest/v1` surface, a Hono sub-app mounted under its prefix, its
 * answers gzip-compressed when the client accepts it. The route table: functions, then tables
 * and views read, then written.
 */
export const mountRest: MountSurface = async (app, ctx) => {
  const store = await createSchemaStore(ctx);
  const h = pipeline(ctx, store);
  const rest = new Hono();
  // Supabase's gateway sends JSON compressed to clients that accept it; a board's pages of
  // tasks shrink about sevenfold, which is what a slow connection notices.
  rest.use(compress());
  rest.on(['GET', 'HEAD', 'POST'], '/rpc/:fn', h(callFunction));
  rest.on(['GET', 'HEAD'], '/:table', h(readTable));
  rest.on(['POST', 'PATCH', 'PUT', 'DELETE'], '/:table', h(writeTable));
  app.route('/rest/v1', rest);
};
