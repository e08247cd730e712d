import { parseByteSize } from '../config.js';
import type { BackendContext } from '../context.js';
import type { BlobStore } from './blob-store.js';
import { storageErrors } from './errors.js';
import { createPendingUploads, type PendingUploads } from './tus/uploads.js';

/** A row of `storage.buckets`, as the bucket API returns it. */
export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

/** What every storage route shares: the backend context, the blob store and the limits. */
export interface StorageService {
  /** The backend context. */
  ctx: BackendContext;
  /** Where object bytes live. */
  store: BlobStore;
  /** `[storage] file_size_limit` of config.toml in bytes (default 50 MiB). */
  globalLimit: number;
  /** Reads a bucket with the owner role (limits apply whoever asks); throws `NoSuchBucket`. */
  bucket(id: string): Promise<BucketRow>;
  /** The largest upload a bucket accepts: its own limit, capped by the global one. */
  limitFor(bucket: BucketRow): number;
  /** The current time as an ISO string, from the injectable clock. */
  nowIso(): string;
  /** Resumable (TUS) uploads in progress. */
  uploads: PendingUploads;
}

/** Columns of `storage.buckets` in the shape the bucket API answers with. */
export const BUCKET_COLUMNS =
  'id, name, owner, public, file_size_limit::float8 as file_size_limit, allowed_mime_types, created_at, updated_at';

/** Creates the {@link StorageService} for a backend. */
export function createStorageService(ctx: BackendContext, store: BlobStore): StorageService {
  const globalLimit = parseByteSize(ctx.config.storage.file_size_limit);
  return {
    ctx,
    store,
    globalLimit,
    async bucket(id) {
      const row = await ctx.db.withAdmin(async (tx) => {
        const result = await tx.query<BucketRow>(
          `select ${BUCKET_COLUMNS} from storage.buckets where id = $1`,
          [id],
        );
        return result.rows[0];
      });
      if (!row) throw storageErrors.noSuchBucket();
      return row;
    },
    limitFor(bucket) {
      const own = bucket.file_size_limit;
      return own !== null && own !== undefined && own > 0
        ? Math.min(own, globalLimit)
        : globalLimit;
    },
    nowIso: () => new Date(ctx.clock.now()).toISOString(),
    uploads: createPendingUploads(store),
  };
}
