import type { Context } from 'hono';
import type { Tx } from '../../db/engine.js';
import { bucketAndKey, callerOf, readJson, runAs } from '../http.js';
import { encodeCursor, type ListV2Options, parseListV2 } from '../list-v2-options.js';
import { validateBucketName } from '../names.js';
import type { StorageService } from '../service.js';
import { escapeLike, type ListEntry } from './list.js';

/** A row of the listing: an object, or a folder (`id` null) named by its prefix and `/`. */
interface Entry extends ListEntry {
  /** With a time sort, the entry's sort time, which the next page's cursor starts after. */
  sort_after: string | null;
}

/**
 * One page plus one row, in Storage's order. With the delimiter, keys below the next `/`
 * fold into a folder entry `prefix/name/`, whose timestamps are its oldest object's
 * creation (as storage.search_v2 dates them). Paging continues after the cursor's
 * (timestamp, name), compared to the millisecond as storage-api does.
 */
async function selectPage(tx: Tx, bucket: string, options: ListV2Options): Promise<Entry[]> {
  const { prefix, withDelimiter, column, order, cursor } = options;
  const op = order === 'asc' ? '>' : '<';
  const byTime = column !== 'name';
  const sortKey = byTime ? `date_trunc('milliseconds', ${column})` : 'null::timestamptz';
  const after = byTime
    ? `(${sortKey}, name collate "C") ${op} (cursor.time_after, cursor.name_after)`
    : `name collate "C" ${op} cursor.name_after`;
  const result = await tx.query<Entry>(
    `with cursor as (
       select $4::text as name_after,
              coalesce(nullif($5::text, '')::timestamptz, 'epoch') as time_after
     ), items as (
       select name, id, updated_at, created_at, last_accessed_at, metadata,
              case when $3 and strpos(substr(name, length($2) + 1), '/') > 0
                   then left(name, length($2) + strpos(substr(name, length($2) + 1), '/'))
              end as folder
         from storage.objects
        where bucket_id = $1 and name like $6 escape '\\'
     ), entries as (
       select folder as name, null::uuid as id, min(created_at) as updated_at,
              min(created_at) as created_at, null::timestamptz as last_accessed_at,
              null::jsonb as metadata
         from items where folder is not null group by folder
       union all
       select name, id, updated_at, created_at, last_accessed_at, metadata
         from items where folder is null
     )
     select entries.*, ${byTime ? `to_char(${sortKey} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : 'null'} as sort_after
       from entries, cursor
      where cursor.name_after is null or ${after}
      order by ${byTime ? `${sortKey} ${order}, ` : ''}name collate "C" ${order}
      limit $7`,
    [
      bucket,
      prefix,
      withDelimiter,
      cursor ? cursor.startAfter : null,
      cursor?.sortColumnAfter ?? '',
      `${escapeLike(prefix)}%`,
      options.limit + 1,
    ],
  );
  return result.rows;
}

/** An object entry as storage-api answers it; delimited listings add `key`, the name's segment. */
function objectEntry(entry: Entry, key: string | undefined) {
  const { sort_after: _sortAfter, ...row } = entry;
  return key === undefined ? row : { key, ...row };
}

/**
 * `POST /storage/v1/object/list-v2/:bucket`: storage-js `listV2`. A flat listing of keys
 * under `prefix`, or with `with_delimiter` one level with folders named `prefix/name/` (and
 * keyed by their segment, as objects are);
 * sorted by name, `created_at` or `updated_at` with Storage's continuation tokens. As on
 * Storage, a bucket that does not exist (or that policies hide) lists nothing.
 */
export async function listObjectsV2(c: Context, service: StorageService): Promise<Response> {
  const caller = await callerOf(c, service.ctx);
  const { bucket } = bucketAndKey(c, '/storage/v1/object/list-v2/');
  validateBucketName(bucket);
  const options = parseListV2(await readJson(c));
  const rows = await runAs(service, caller, c)((tx) => selectPage(tx, bucket, options));
  const page = rows.slice(0, options.limit);
  // storage.search_v2 names each entry's `key` by its segment at the prefix's depth.
  const level = options.prefix ? options.prefix.split('/').length : 1;
  const segment = (name: string) => name.split('/')[level - 1] ?? '';
  const folders = page.filter((entry) => entry.id === null);
  const last = rows.length > options.limit ? page.at(-1) : undefined;
  return c.json({
    hasNext: last !== undefined,
    // By name, storage.search_v2 leaves a folder undated; by time, it carries its oldest date.
    folders: folders.map((entry) =>
      objectEntry(
        options.column === 'name' ? { ...entry, updated_at: null, created_at: null } : entry,
        segment(entry.name),
      ),
    ),
    objects: page
      .filter((entry) => entry.id !== null)
      .map((entry) => objectEntry(entry, options.withDelimiter ? segment(entry.name) : undefined)),
    ...(last
      ? {
          nextCursor: encodeCursor({
            startAfter: last.name,
            sortOrder: options.order,
            ...(options.column !== 'name' ? { sortColumn: options.column } : {}),
            ...(last.sort_after
              ? { sortColumnAfter: new Date(last.sort_after).toISOString() }
              : {}),
          }),
          nextCursorKey: last.name,
        }
      : {}),
  });
}
