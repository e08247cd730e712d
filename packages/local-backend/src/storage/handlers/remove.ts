import type { Context } from 'hono';
import { storageErrors } from '../errors.js';
import { bucketAndKey, callerOf, readJson, runAs } from '../http.js';
import { validateObjectKey } from '../names.js';
import type { ObjectRow } from '../object-read.js';
import type { StorageService } from '../service.js';

/** Deletes what the caller's DELETE policy allows of `keys`, bytes too; returns those rows. */
async function removeMany(service: StorageService, c: Context, bucket: string, keys: string[]) {
  const caller = await callerOf(c, service.ctx);
  await service.bucket(bucket);
  const deleted = await runAs(
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
}

/** `DELETE /storage/v1/object/:bucket` (`{prefixes}`): deletes what the caller's DELETE policy allows, reporting exactly those rows. */
export async function removeObjects(c: Context, service: StorageService): Promise<Response> {
  const { bucket, key } = bucketAndKey(c, '/storage/v1/object/');
  if (key) {
    validateObjectKey(key);
    const deleted = await removeMany(service, c, bucket, [key]);
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
  return c.json(await removeMany(service, c, bucket, keys));
}
