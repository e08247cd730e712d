import type { DbEngine, RequestSettings, Tx } from '../db/engine.js';
import { storageErrors } from './errors.js';

/** How an upload treats an existing key: refuse (`insert`), replace (`upsert`), require (`update`). */
export type WriteMode = 'insert' | 'upsert' | 'update';

/** The row an upload commits. */
export interface ObjectWrite {
  bucket: string;
  key: string;
  version: string;
  /** Storage's system metadata (`eTag`, `size`, `mimetype`, `cacheControl`, …). */
  metadata: Record<string, unknown>;
  /** The uploader's own metadata (`metadata` form field or `x-metadata`). */
  userMetadata: Record<string, unknown> | null;
  owner: string | null;
  ownerId: string | null;
  /** Timestamp for `created_at`/`updated_at`, from the backend clock. */
  at: string;
}

/** Outcome of {@link writeObjectRow}. */
export interface WrittenRow {
  id: string;
  /** The version the write replaced, whose bytes may go once the transaction commits. */
  replaced: string | null;
}

/**
 * Serialises writers of one key for the rest of the transaction, so concurrent upserts queue
 * instead of racing between the UPDATE and the INSERT.
 */
export async function lockKey(tx: Tx, bucket: string, key: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`${bucket}/${key}`]);
}

/** `$1…$8` of both writes: bucket, key, version, metadata, user metadata, owners, time. */
function writeParams(write: ObjectWrite): unknown[] {
  return [
    write.bucket,
    write.key,
    write.version,
    JSON.stringify(write.metadata),
    write.userMetadata === null ? null : JSON.stringify(write.userMetadata),
    write.owner,
    write.ownerId,
    write.at,
  ];
}

async function updateRow(tx: Tx, write: ObjectWrite): Promise<WrittenRow | undefined> {
  // The FROM sub-select reads the old version under the caller's SELECT policy, and the
  // UPDATE itself needs the UPDATE policy: storage-api's rule that replacing an object takes
  // SELECT and UPDATE.
  const result = await tx.query<{ id: string; replaced: string | null }>(
    `update storage.objects o
        set version = $3, metadata = $4::jsonb, user_metadata = $5::jsonb, owner = $6::uuid,
            owner_id = $7, updated_at = $8::timestamptz, last_accessed_at = $8::timestamptz
       from (select id, version from storage.objects where bucket_id = $1 and name = $2) old
      where o.id = old.id
      returning o.id, old.version as replaced`,
    writeParams(write),
  );
  return result.rows[0];
}

async function insertRow(tx: Tx, write: ObjectWrite): Promise<WrittenRow> {
  const result = await tx.query<{ id: string }>(
    `insert into storage.objects
       (bucket_id, name, version, metadata, user_metadata, owner, owner_id, created_at, updated_at, last_accessed_at)
     values ($1, $2, $3, $4::jsonb, $5::jsonb, $6::uuid, $7, $8::timestamptz, $8::timestamptz, $8::timestamptz)
     returning id`,
    writeParams(write),
  );
  return { id: result.rows[0]?.id as string, replaced: null };
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

/**
 * Commits an object's row in `mode` as the transaction's role, so RLS decides exactly as
 * storage-api's model says: INSERT for a new key, SELECT + UPDATE to replace one.
 * @throws {StorageError} `KeyAlreadyExists`, `NoSuchKey` (update of a key the caller cannot
 * see) or `AccessDenied` (upsert over a row the caller may not update).
 */
export async function writeObjectRow(
  tx: Tx,
  write: ObjectWrite,
  mode: WriteMode,
): Promise<WrittenRow> {
  await lockKey(tx, write.bucket, write.key);
  if (mode !== 'insert') {
    const updated = await updateRow(tx, write);
    if (updated) return updated;
    if (mode === 'update') throw storageErrors.noSuchKey();
  }
  try {
    return await insertRow(tx, write);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The key exists but the caller's UPDATE policy hid it from the update above.
    throw mode === 'upsert' ? storageErrors.accessDenied() : storageErrors.keyExists();
  }
}

class ProbeRollback extends Error {}

/**
 * Runs the row write an upload will need in a transaction that is always rolled back, so a
 * caller without permission (or a duplicate key) is refused before any byte is read.
 */
export async function probeWrite(
  db: DbEngine,
  identity: RequestSettings,
  write: Omit<ObjectWrite, 'version'>,
  mode: WriteMode,
): Promise<void> {
  try {
    await db.withRequest(identity, async (tx) => {
      await writeObjectRow(tx, { ...write, version: 'probe' }, mode);
      throw new ProbeRollback();
    });
  } catch (error) {
    if (error instanceof ProbeRollback) return;
    throw error;
  }
}

/** Storage's `metadata` column for an object's bytes. */
export function systemMetadata(options: {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  contentEncoding?: string | undefined;
  lastModified: string;
}): Record<string, unknown> {
  return {
    eTag: options.eTag,
    size: options.size,
    mimetype: options.mimetype,
    cacheControl: options.cacheControl,
    lastModified: options.lastModified,
    contentLength: options.size,
    httpStatusCode: 200,
    ...(options.contentEncoding ? { contentEncoding: options.contentEncoding } : {}),
  };
}
