import type { Context } from 'hono';
import { assertBucketAccepts, storedShape } from '../bucket-rules.js';
import { storageErrors } from '../errors.js';
import { callerOf, ownerOf, readJson, runAs, stringOption } from '../http.js';
import { validateBucketName, validateObjectKey } from '../names.js';
import { selectObject } from '../object-read.js';
import { lockKey, writeObjectRow } from '../object-rows.js';
import type { StorageService } from '../service.js';

/** The source and destination of a move or copy, validated. */
function sourceAndDestination(body: Record<string, unknown>) {
  const bucket = validateBucketName(stringOption(body, 'bucketId'));
  const sourceKey = validateObjectKey(stringOption(body, 'sourceKey'));
  const destinationKey = validateObjectKey(stringOption(body, 'destinationKey'));
  const destinationBucket =
    typeof body.destinationBucket === 'string' && body.destinationBucket
      ? validateBucketName(body.destinationBucket)
      : bucket;
  return { bucket, sourceKey, destinationKey, destinationBucket };
}

/** `POST /storage/v1/object/move`: SELECT on the source and UPDATE (USING on the old row, WITH CHECK on the new). */
export async function moveObject(c: Context, service: StorageService): Promise<Response> {
  const { ctx } = service;
  const caller = await callerOf(c, ctx);
  const target = sourceAndDestination(await readJson(c));
  await service.bucket(target.bucket);
  const destination = await service.bucket(target.destinationBucket);
  const { owner, ownerId } = ownerOf(caller.claims);
  await runAs(
    service,
    caller,
    c,
  )(async (tx) => {
    await lockKey(tx, target.destinationBucket, target.destinationKey);
    const source = await selectObject(tx, target.bucket, target.sourceKey);
    if (!source) throw storageErrors.noSuchKey();
    assertBucketAccepts(service, destination, storedShape(source.metadata));
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
}

/** `POST /storage/v1/object/copy`: SELECT on the source and INSERT of the destination (UPDATE too with `x-upsert`). */
export async function copyObject(c: Context, service: StorageService): Promise<Response> {
  const { ctx } = service;
  const caller = await callerOf(c, ctx);
  const body = await readJson(c);
  const target = sourceAndDestination(body);
  await service.bucket(target.bucket);
  const destination = await service.bucket(target.destinationBucket);
  const run = runAs(service, caller, c);
  const source = await run((tx) => selectObject(tx, target.bucket, target.sourceKey));
  if (!source?.version) throw storageErrors.noSuchKey();
  assertBucketAccepts(service, destination, storedShape(source.metadata));
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
}
