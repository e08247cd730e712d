import type { Context } from 'hono';
import { storageErrors } from '../errors.js';
import { bucketAndKey, callerOf, readJson, runAs } from '../http.js';
import type { StorageService } from '../service.js';

/** One entry of a listing: an object, or a folder (`id: null`). */
export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: Record<string, unknown> | null;
}

const LIST_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

/** Escapes `%`, `_` and backslashes for a LIKE pattern used with `escape '\\'`. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function intOption(value: unknown, fallback: number, max: number): number {
  if (value === undefined || value === null) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) {
    throw storageErrors.invalidRequest('limit and offset must be non-negative integers');
  }
  return Math.min(number, max);
}

/** `POST /storage/v1/object/list/:bucket`: one folder level under `prefix`, folders folded into `{name, id: null}` entries. */
export async function listObjects(c: Context, service: StorageService): Promise<Response> {
  const { ctx } = service;
  const caller = await callerOf(c, ctx);
  const { bucket } = bucketAndKey(c, '/storage/v1/object/list/');
  const body = await readJson(c);
  const limit = intOption(body.limit, 100, 1000);
  const offset = intOption(body.offset, 0, Number.MAX_SAFE_INTEGER);
  const rawPrefix = typeof body.prefix === 'string' ? body.prefix : '';
  const search = typeof body.search === 'string' ? body.search : '';
  const sortBy = (body.sortBy ?? {}) as { column?: string; order?: string };
  const column = LIST_COLUMNS.has(sortBy.column ?? '') ? (sortBy.column as string) : 'name';
  const order = sortBy.order?.toLowerCase() === 'desc' ? 'desc' : 'asc';
  const prefix = rawPrefix && !rawPrefix.endsWith('/') ? `${rawPrefix}/` : rawPrefix;
  await service.bucket(bucket);
  // Folders first when sorting by a timestamp (they have none), as storage.search does.
  const orderBy =
    column === 'name'
      ? `name collate "C" ${order}`
      : `folder desc, ${column} ${order}, name collate "C" ${order}`;
  const entries = await runAs(
    service,
    caller,
    c,
  )(async (tx) => {
    const result = await tx.query<ListEntry>(
      `with items as (
         select substr(name, length($2) + 1) as rest, id, updated_at, created_at,
                last_accessed_at, metadata
           from storage.objects
          where bucket_id = $1 and name like $3 escape '\\'
       ), entries as (
         select split_part(rest, '/', 1) as name, null::uuid as id,
                null::timestamptz as updated_at, null::timestamptz as created_at,
                null::timestamptz as last_accessed_at, null::jsonb as metadata, true as folder
           from items where strpos(rest, '/') > 0 group by 1
         union all
         select rest, id, updated_at, created_at, last_accessed_at, metadata, false
           from items where strpos(rest, '/') = 0
       )
       select name, id, updated_at, created_at, last_accessed_at, metadata from entries
        where lower(name) like lower($4) escape '\\'
        order by ${orderBy}
        limit $5 offset $6`,
      [bucket, prefix, `${escapeLike(prefix)}%`, `${escapeLike(search)}%`, limit, offset],
    );
    return result.rows;
  });
  return c.json(entries);
}
