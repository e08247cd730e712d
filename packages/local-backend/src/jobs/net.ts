import type { BackendContext } from '../context.js';

interface QueuedRequest {
  id: string | number;
  method: string;
  url: string;
  headers: Record<string, string> | null;
  body: Uint8Array | null;
  timeout_milliseconds: number;
}

interface Outcome {
  status_code: number | null;
  content_type: string | null;
  headers: Record<string, string> | null;
  content: string | null;
  timed_out: boolean;
  error_msg: string | null;
}

/** Most requests taken from the queue at once. */
const BATCH = 50;

/**
 * The URL a request goes to: as queued, or, for a path (`/functions/v1/…`), on this backend
 * itself. Real pg_net needs an absolute URL; a path lets a project's seed point its jobs at
 * whichever local backend runs it, on whatever port.
 */
export function resolveRequestUrl(url: string, baseUrl: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? new URL(url, baseUrl).href : url;
}

async function perform(request: QueuedRequest, baseUrl: string): Promise<Outcome> {
  try {
    const response = await fetch(resolveRequestUrl(request.url, baseUrl), {
      method: request.method,
      headers: request.headers ?? {},
      body: request.body ? Buffer.from(request.body) : undefined,
      signal: AbortSignal.timeout(request.timeout_milliseconds),
      redirect: 'follow',
    });
    const content = await response.text();
    return {
      status_code: response.status,
      content_type: response.headers.get('content-type'),
      headers: Object.fromEntries(response.headers),
      content,
      timed_out: false,
      error_msg: null,
    };
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return {
      status_code: null,
      content_type: null,
      headers: null,
      content: null,
      timed_out: timedOut,
      error_msg: timedOut
        ? `Timeout of ${request.timeout_milliseconds} ms reached`
        : String((error as Error).cause ?? (error as Error).message),
    };
  }
}

/**
 * pg_net's worker: takes committed requests from `net.http_request_queue` (what
 * `net.http_get`/`http_post`/`http_delete` queue), performs them, and records each outcome
 * in `net._http_response` under the request's id. A path-only URL goes to this backend.
 */
export async function processNetQueue(ctx: BackendContext): Promise<number> {
  const taken = await ctx.db.withAdmin((tx) =>
    tx.query<QueuedRequest>(
      `delete from net.http_request_queue q
       where q.id in (select id from net.http_request_queue order by id limit ${BATCH})
       returning q.id, q.method, q.url, q.headers, q.body, q.timeout_milliseconds`,
    ),
  );
  if (taken.rows.length === 0) return 0;
  const outcomes = await Promise.all(taken.rows.map((request) => perform(request, ctx.baseUrl())));
  await ctx.db.withAdmin(async (tx) => {
    for (const [index, request] of taken.rows.entries()) {
      const outcome = outcomes[index] as Outcome;
      await tx.query(
        `insert into net._http_response
           (id, status_code, content_type, headers, content, timed_out, error_msg)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          request.id,
          outcome.status_code,
          outcome.content_type,
          outcome.headers ? JSON.stringify(outcome.headers) : null,
          outcome.content,
          outcome.timed_out,
          outcome.error_msg,
        ],
      );
    }
  });
  return taken.rows.length;
}
