import type { Context, Hono } from 'hono';
import type { Tx } from '../db/engine.js';
import { storageErrors } from './errors.js';
import {
  bucketAndKey,
  type Caller,
  callerOf,
  guarded,
  identityOf,
  ownerOf,
  readJson,
} from './http.js';
import { validateBucketName, validateObjectKey } from './names.js';
import { type ObjectRow, selectObject } from './object-routes.js';
import { lockKey, writeObjectRow } from './object-rows.js';
import type { StorageService } from './service.js';

const BASE = '/storage/v1';
const LIST_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

function withCaller(service: StorageService, caller: Caller, c: Context) {
  const identity = identityOf(caller, c);
  return <T>(fn: (tx: Tx) => Promise<T>) => service.ctx.db.withRequest(identity, fn);
}

function escapeLike(value: string): string {
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

function stringOption(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || !value) {
    throw storageErrors.invalidRequest(`body must have required property '${name}'`);
  }
  return value;
}

interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: Record<string, unknown> | null;
}

/** Mounts list, list-v2, remove (many and single), move and copy. */
export function mountCollectionRoutes(app: Hono, service: StorageService): void {
  const { ctx } = service;

  // list: one folder level under `prefix`, folders folded into `{name, id: null}` entries.
  app.post(
    `${BASE}/object/list/:bucket`,
    guarded(ctx, async (c) => {
      const caller = await callerOf(c, ctx);
      const { bucket } = bucketAndKey(c, `${BASE}/object/list/`);
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
      const entries = await withCaller(
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
    }),
  );

  // list-v2: flat or delimited listing with cursor pagination over full keys.
  app.post(
    `${BASE}/object/list-v2/:bucket`,
    guarded(ctx, async (c) => {
      const caller = await callerOf(c, ctx);
      const { bucket } = bucketAndKey(c, `${BASE}/object/list-v2/`);
      const body = await readJson(c);
      const limit = Math.max(1, intOption(body.limit, 1000, 1000));
      const prefix = typeof body.prefix === 'string' ? body.prefix : '';
      const withDelimiter = body.with_delimiter === true;
      const sortBy = (body.sortBy ?? {}) as { order?: string };
      const desc = sortBy.order?.toLowerCase() === 'desc';
      let cursor: string | undefined;
      if (typeof body.cursor === 'string' && body.cursor) {
        cursor = Buffer.from(body.cursor, 'base64url').toString('utf8');
      }
      await service.bucket(bucket);
      const direction = desc ? 'desc' : 'asc';
      // Each row becomes its key, or with a delimiter the folder key its name falls under;
      // one entry per key, read one past the page to know whether another page follows.
      const items = await withCaller(
        service,
        caller,
        c,
      )(async (tx) => {
        const result = await tx.query<ObjectRow & { key: string; folder: boolean }>(
          `with items as (
             select case
                      when $4 and strpos(substr(name, length($2) + 1), '/') > 0
                      then $2 || split_part(substr(name, length($2) + 1), '/', 1) || '/'
                      else name
                    end as key,
                    id, name, bucket_id, version, metadata, user_metadata, created_at,
                    updated_at, last_accessed_at
               from storage.objects
              where bucket_id = $1 and name like $3 escape '\\'
           )
           select distinct on (key collate "C") key, key <> name as folder, id, name, bucket_id,
                  version, metadata, user_metadata, created_at, updated_at, last_accessed_at
             from items
            where $5::text is null or key collate "C" ${desc ? '<' : '>'} $5::text
            order by key collate "C" ${direction}
            limit $6`,
          [bucket, prefix, `${escapeLike(prefix)}%`, withDelimiter, cursor ?? null, limit + 1],
        );
        return result.rows;
      });
      const hasNext = items.length > limit;
      const page = items.slice(0, limit);
      const last = page.at(-1);
      return c.json({
        hasNext,
        folders: page
          .filter((item) => item.folder)
          .map((item) => ({ name: item.key, key: item.key })),
        objects: page
          .filter((item) => !item.folder)
          .map((row) => ({
            name: row.name,
            key: row.name,
            id: row.id,
            version: row.version,
            updated_at: row.updated_at,
            created_at: row.created_at,
            last_accessed_at: row.last_accessed_at,
            metadata: row.metadata,
          })),
        ...(hasNext && last ? { nextCursor: Buffer.from(last.key).toString('base64url') } : {}),
      });
    }),
  );

  // remove: deletes what the caller's DELETE policy allows and reports exactly those rows.
  const removeMany = async (c: Context, bucket: string, keys: string[]) => {
    const caller = await callerOf(c, ctx);
    await service.bucket(bucket);
    const deleted = await withCaller(
      service,
      caller,
      c,
    )(async (tx) => {
      const result = await tx.query<ObjectRow & { owner: string | null }>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
         returning id, name, bucket_id, owner, version, metadata, user_metadata, created_at, updated_at, last_accessed_at`,
        [bucket, keys],
      );
      return result.rows;
    });
    for (const row of deleted) if (row.version) await service.store.remove(row.version);
    return deleted.map(({ version: _version, user_metadata: _user, ...row }) => row);
  };

  app.delete(
    `${BASE}/object/*`,
    guarded(ctx, async (c) => {
      const { bucket, key } = bucketAndKey(c, `${BASE}/object/`);
      if (key) {
        validateObjectKey(key);
        const deleted = await removeMany(c, bucket, [key]);
        if (deleted.length === 0) throw storageErrors.noSuchKey();
        return c.json({ message: 'Successfully deleted' });
      }
      const body = await readJson(c);
      const prefixes = body.prefixes;
      if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.length > 1000) {
        throw storageErrors.invalidRequest('body/prefixes must have between 1 and 1000 items');
      }
      const keys = prefixes.map((entry) =>
        typeof entry === 'string' ? entry : String((entry as { path?: unknown })?.path ?? ''),
      );
      return c.json(await removeMany(c, bucket, keys));
    }),
  );

  const sourceAndDestination = (body: Record<string, unknown>) => {
    const bucket = validateBucketName(stringOption(body, 'bucketId'));
    const sourceKey = validateObjectKey(stringOption(body, 'sourceKey'));
    const destinationKey = validateObjectKey(stringOption(body, 'destinationKey'));
    const destinationBucket =
      typeof body.destinationBucket === 'string' && body.destinationBucket
        ? validateBucketName(body.destinationBucket)
        : bucket;
    return { bucket, sourceKey, destinationKey, destinationBucket };
  };

  // move = SELECT on the source + UPDATE (its USING on the old row, WITH CHECK on the new).
  app.post(
    `${BASE}/object/move`,
    guarded(ctx, async (c) => {
      const caller = await callerOf(c, ctx);
      const target = sourceAndDestination(await readJson(c));
      await service.bucket(target.bucket);
      if (target.destinationBucket !== target.bucket)
        await service.bucket(target.destinationBucket);
      const { owner, ownerId } = ownerOf(caller.claims);
      await withCaller(
        service,
        caller,
        c,
      )(async (tx) => {
        await lockKey(tx, target.destinationBucket, target.destinationKey);
        const source = await selectObject(tx, target.bucket, target.sourceKey);
        if (!source) throw storageErrors.noSuchKey();
        const exists = await selectObject(tx, target.destinationBucket, target.destinationKey);
        if (exists) throw storageErrors.keyExists();
        const moved = await tx.query(
          `update storage.objects set bucket_id = $2, name = $3, owner = $4::uuid, owner_id = $5,
                  updated_at = $6::timestamptz
            where id = $1 returning id`,
          [
            source.id,
            target.destinationBucket,
            target.destinationKey,
            owner,
            ownerId,
            service.nowIso(),
          ],
        );
        if (moved.rows.length === 0) throw storageErrors.accessDenied();
      });
      return c.json({ message: 'Successfully moved' });
    }),
  );

  // copy = SELECT on the source + INSERT of the destination (UPDATE too with x-upsert).
  app.post(
    `${BASE}/object/copy`,
    guarded(ctx, async (c) => {
      const caller = await callerOf(c, ctx);
      const body = await readJson(c);
      const target = sourceAndDestination(body);
      await service.bucket(target.bucket);
      if (target.destinationBucket !== target.bucket)
        await service.bucket(target.destinationBucket);
      const run = withCaller(service, caller, c);
      const source = await run((tx) => selectObject(tx, target.bucket, target.sourceKey));
      if (!source?.version) throw storageErrors.noSuchKey();
      const copyMetadata = body.copyMetadata !== false;
      const userMetadata = copyMetadata
        ? source.user_metadata
        : ((body.metadata as Record<string, unknown> | undefined) ?? null);
      const version = await service.store.duplicate(source.version);
      const { owner, ownerId } = ownerOf(caller.claims);
      const at = service.nowIso();
      let written: Awaited<ReturnType<typeof writeObjectRow>>;
      try {
        written = await run((tx) =>
          writeObjectRow(
            tx,
            {
              bucket: target.destinationBucket,
              key: target.destinationKey,
              version,
              metadata: { ...(source.metadata ?? {}), lastModified: at },
              userMetadata,
              owner,
              ownerId,
              at,
            },
            c.req.header('x-upsert') === 'true' ? 'upsert' : 'insert',
          ),
        );
      } catch (error) {
        await service.store.remove(version);
        throw error;
      }
      if (written.replaced) await service.store.remove(written.replaced);
      return c.json({
        Id: written.id,
        Key: `${target.destinationBucket}/${target.destinationKey}`,
      });
    }),
  );
}
