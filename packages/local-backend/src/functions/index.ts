import { join } from 'node:path';
import type { Context } from 'hono';
import type { BackendContext, MountSurface } from '../context.js';
import { credentialOf, requestIdentity } from '../identity.js';
import { BodyTooLarge, DEFAULT_FUNCTION_BODY_MAX_BYTES, declaredTooLarge } from './body-limit.js';
import { functionError } from './errors.js';
import { createWorkerPool } from './pool.js';
import { proxyToWorker } from './proxy.js';
import { BootError } from './worker.js';

const PREFIX = '/functions/v1/';

/** `[functions.<name>] verify_jwt` of config.toml; Supabase's default is `true`. */
function verifiesJwt(ctx: BackendContext, name: string): boolean {
  return ctx.config.functions[name]?.verify_jwt ?? true;
}

/** Supabase's gateway check: a bearer (or apikey) that is a JWT signed by the project. */
async function refusal(ctx: BackendContext, request: Request): Promise<Response | undefined> {
  const credential = credentialOf(request.headers);
  if (!credential) return functionError('UNAUTHORIZED_NO_AUTH_HEADER');
  const result = await requestIdentity(credential, ctx);
  return result.ok ? undefined : functionError('UNAUTHORIZED_INVALID_JWT_FORMAT');
}

/** 413, closing the connection so the rest of a body being sent is never read. */
function tooLarge(): Response {
  const response = functionError('REQUEST_TOO_LARGE');
  response.headers.set('connection', 'close');
  return response;
}

/** Options of the Edge Functions surface. */
export interface FunctionsOptions {
  /** Most bytes of a request body; larger ones get 413. Default 20 MiB. */
  maxBodyBytes?: number;
}

/**
 * Edge Functions: `/functions/v1/<name>[/…]` runs `supabase/functions/<name>/index.ts` in
 * Deno (see README, "Edge Functions"). The function sees the path from `/<name>` on, the
 * query, method, headers and body; its response streams back untouched. A body over
 * `maxBodyBytes` is refused with 413 before any of it is read (by its declared length) or
 * as soon as it streams past the limit, so it never fills the backend's or a worker's memory.
 */
export function functionsSurface(options: FunctionsOptions = {}): MountSurface {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_FUNCTION_BODY_MAX_BYTES;
  return (app, ctx) => mount(app, ctx, maxBodyBytes);
}

function mount(app: Parameters<MountSurface>[0], ctx: BackendContext, maxBodyBytes: number) {
  const projectDir = ctx.projectDir ?? process.cwd();
  const pool = createWorkerPool(ctx, {
    functionsDir: join(projectDir, 'supabase', 'functions'),
    denoDir: join(projectDir, '.tandem', 'deno'),
  });
  ctx.onStop(() => pool.stopAll());

  const invoke = async (c: Context) => {
    const url = new URL(c.req.url);
    const path = url.pathname.slice(PREFIX.length - 1);
    const name = path.split('/')[1] ?? '';
    if (!pool.exists(name)) return functionError('NOT_FOUND');
    if (declaredTooLarge(c.req.raw, maxBodyBytes)) return tooLarge();
    if (c.req.method !== 'OPTIONS' && verifiesJwt(ctx, name)) {
      const refused = await refusal(ctx, c.req.raw);
      if (refused) return refused;
    }
    const worker = await pool.worker(name);
    let port: number;
    try {
      port = await worker.ready;
    } catch (error) {
      ctx.log.error(`function ${name}: ${(error as Error).message}`);
      return functionError(error instanceof BootError ? 'BOOT_ERROR' : 'WORKER_ERROR');
    }
    try {
      return await proxyToWorker(c.req.raw, port, `${path}${url.search}`, maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyTooLarge) return tooLarge();
      ctx.log.error(`function ${name}: request failed: ${(error as Error).message}`);
      return functionError('WORKER_ERROR');
    }
  };
  app.all('/functions/v1/:name', invoke);
  app.all('/functions/v1/:name/*', invoke);
}

/** The Edge Functions surface with its defaults (see {@link functionsSurface}). */
export const mountFunctions: MountSurface = functionsSurface();
