import type { Context } from 'hono';
import { parseByteSize } from '../../config.js';
import type { Tx } from '../../db/engine.js';
import { storageErrors } from '../errors.js';
import { callerOf, identityOf, ownerOf, readJson } from '../http.js';
import { validateBucketName } from '../names.js';
import { BUCKET_COLUMNS, type BucketRow, type StorageService } from '../service.js';

const SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at']);

function sizeLimit(service: StorageService, value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  let bytes: number;
  try {
    bytes = parseByteSize(value as string | number);
  } catch {
    throw storageErrors.invalidRequest(`invalid file_size_limit: ${String(value)}`);
  }
  if (!Number.isFinite(bytes) || bytes < 0) {
    throw storageErrors.invalidRequest(`invalid file_size_limit: ${String(value)}`);
  }
  if (bytes > service.globalLimit) {
    throw storageErrors.invalidRequest(
      'file_size_limit exceeds the global limit set by [storage] file_size_limit',
    );
  }
  return bytes;
}

function mimeTypes(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  if (
    !Array.isArray(value) ||
    value.some((type) => typeof type !== 'string' || !type.includes('/'))
  ) {
    throw storageErrors.invalidRequest('allowed_mime_types must be an array of MIME types');
  }
  return value as string[];
}

/** Runs `fn` as the caller, so the policies on buckets apply to every statement. */
async function asCaller<T>(
  service: StorageService,
  c: Context,
  fn: (tx: Tx, sub: ReturnType<typeof ownerOf>) => Promise<T>,
): Promise<T> {
  const caller = await callerOf(c, service.ctx);
  return service.ctx.db.withRequest(identityOf(caller, c), (tx) => fn(tx, ownerOf(caller.claims)));
}

/** `GET /storage/v1/bucket`. */
export async function listBuckets(c: Context, service: StorageService): Promise<Response> {
  const limit = c.req.query('limit');
  const offset = c.req.query('offset');
  const search = c.req.query('search') ?? '';
  const column = SORT_COLUMNS.has(c.req.query('sortColumn') ?? '')
    ? c.req.query('sortColumn')
    : 'name';
  const order = c.req.query('sortOrder')?.toLowerCase() === 'desc' ? 'desc' : 'asc';
  const rows = await asCaller(service, c, async (tx) => {
    const result = await tx.query<BucketRow>(
      `select ${BUCKET_COLUMNS} from storage.buckets
        where name ilike '%' || $1 || '%'
        order by ${column} ${order}
        limit $2 offset $3`,
      [
        search,
        limit && /^\d+$/.test(limit) ? Number(limit) : null,
        offset && /^\d+$/.test(offset) ? Number(offset) : 0,
      ],
    );
    return result.rows;
  });
  return c.json(rows);
}

/** `GET /storage/v1/bucket/:id`. */
export async function getBucket(c: Context, service: StorageService): Promise<Response> {
  const id = c.req.param('id');
  const row = await asCaller(service, c, async (tx) => {
    const result = await tx.query<BucketRow>(
      `select ${BUCKET_COLUMNS} from storage.buckets where id = $1`,
      [id],
    );
    return result.rows[0];
  });
  if (!row) throw storageErrors.noSuchBucket();
  return c.json(row);
}

/** `POST /storage/v1/bucket`. */
export async function createBucket(c: Context, service: StorageService): Promise<Response> {
  const body = await readJson(c);
  const name =
    typeof body.name === 'string' ? body.name : typeof body.id === 'string' ? body.id : '';
  const id = typeof body.id === 'string' && body.id ? body.id : name;
  validateBucketName(id);
  validateBucketName(name);
  const limit = sizeLimit(service, body.file_size_limit);
  const types = mimeTypes(body.allowed_mime_types);
  await asCaller(service, c, async (tx, { owner, ownerId }) => {
    const exists = await tx.query('select 1 from storage.buckets where id = $1 or name = $2', [
      id,
      name,
    ]);
    if (exists.rows.length > 0) throw storageErrors.bucketExists();
    await tx.query(
      `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
       values ($1, $2, $3::uuid, $4, $5, $6, $7::text[])`,
      [id, name, owner, ownerId, body.public === true, limit, types],
    );
  });
  return c.json({ name });
}

/** `PUT /storage/v1/bucket/:id`. */
export async function updateBucket(c: Context, service: StorageService): Promise<Response> {
  const id = c.req.param('id');
  const body = await readJson(c);
  const limit = sizeLimit(service, body.file_size_limit);
  const types = mimeTypes(body.allowed_mime_types);
  const updated = await asCaller(service, c, async (tx) => {
    // Only the fields the request names change, as storage-api does.
    const result = await tx.query(
      `update storage.buckets set
          public = coalesce($2, public),
          file_size_limit = case when $3 then $4 else file_size_limit end,
          allowed_mime_types = case when $5 then $6::text[] else allowed_mime_types end,
          updated_at = now()
        where id = $1 returning id`,
      [
        id,
        typeof body.public === 'boolean' ? body.public : null,
        'file_size_limit' in body,
        limit,
        'allowed_mime_types' in body,
        types,
      ],
    );
    return result.rows.length;
  });
  if (!updated) throw storageErrors.noSuchBucket();
  return c.json({ message: 'Successfully updated' });
}

/** `POST /storage/v1/bucket/:id/empty`. */
export async function emptyBucket(c: Context, service: StorageService): Promise<Response> {
  const id = c.req.param('id');
  const versions = await asCaller(service, c, async (tx) => {
    const bucket = await tx.query('select 1 from storage.buckets where id = $1', [id]);
    if (bucket.rows.length === 0) throw storageErrors.noSuchBucket();
    const result = await tx.query<{ version: string | null }>(
      'delete from storage.objects where bucket_id = $1 returning version',
      [id],
    );
    return result.rows.map((row) => row.version);
  });
  for (const version of versions) if (version) await service.store.remove(version);
  // Storage queues the deletion and says so; here it is done by the time the answer leaves.
  return c.json({ message: 'Empty bucket has been queued. Completion may take up to an hour.' });
}

/** `DELETE /storage/v1/bucket/:id`. */
export async function deleteBucket(c: Context, service: StorageService): Promise<Response> {
  const id = c.req.param('id');
  await asCaller(service, c, async (tx) => {
    const bucket = await tx.query('select 1 from storage.buckets where id = $1', [id]);
    if (bucket.rows.length === 0) throw storageErrors.noSuchBucket();
    const objects = await tx.query('select 1 from storage.objects where bucket_id = $1 limit 1', [
      id,
    ]);
    if (objects.rows.length > 0) throw storageErrors.bucketNotEmpty();
    const deleted = await tx
      .query('delete from storage.buckets where id = $1 returning id', [id])
      .catch((error: { code?: string }) => {
        // Objects the caller cannot see still hold the bucket (foreign key).
        throw error?.code === '23503' ? storageErrors.bucketNotEmpty() : error;
      });
    if (deleted.rows.length === 0) throw storageErrors.accessDenied();
  });
  return c.json({ message: 'Successfully deleted' });
}
