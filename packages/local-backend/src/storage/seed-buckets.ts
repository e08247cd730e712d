import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { type ConfigBucket, parseByteSize } from '../config.js';
import type { BackendContext } from '../context.js';
import { mimeTypeFor } from './mime-types.js';
import type { StorageService } from './service.js';
import { storeUpload } from './upload.js';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(path)));
    else if (entry.isFile()) files.push(path);
  }
  return files.sort();
}

async function upsertBucket(ctx: BackendContext, name: string, bucket: ConfigBucket) {
  const limit = bucket.file_size_limit === undefined ? null : parseByteSize(bucket.file_size_limit);
  await ctx.db.withAdmin((tx) =>
    tx.query(
      `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
       values ($1, $1, $2, $3, $4)
       on conflict (id) do update set public = excluded.public,
         file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types`,
      [name, bucket.public, limit, bucket.allowed_mime_types ?? null],
    ),
  );
}

/**
 * Applies `[storage.buckets.*]` of config.toml on start, as the Supabase CLI does: each bucket
 * is created or given the configured settings, and every file under its `objects_path` is
 * stored under its relative path. Objects that already have bytes are left alone, so what
 * users changed survives a restart; a row without bytes (one seed.sql wrote) gets them, its
 * owner kept. Runs as the service role.
 * @returns how many objects were stored.
 */
export async function seedConfiguredBuckets(service: StorageService): Promise<number> {
  const { ctx } = service;
  const projectSupabase = ctx.projectDir ? join(ctx.projectDir, 'supabase') : undefined;
  let stored = 0;
  for (const [name, bucket] of Object.entries(ctx.config.storage.buckets)) {
    await upsertBucket(ctx, name, bucket);
    if (!bucket.objects_path || !projectSupabase) continue;
    const root = resolve(projectSupabase, bucket.objects_path);
    for (const file of await filesUnder(root)) {
      const key = relative(root, file).split(sep).join('/');
      const existing = await ctx.db.withAdmin(async (tx) => {
        const result = await tx.query<{
          version: string | null;
          owner: string | null;
          owner_id: string | null;
        }>(
          'select version, owner, owner_id from storage.objects where bucket_id = $1 and name = $2',
          [name, key],
        );
        return result.rows[0];
      });
      if (existing?.version) continue;
      const bytes = new Uint8Array(await readFile(file));
      await storeUpload(
        service,
        {
          bucket: name,
          key,
          mode: 'upsert',
          owner: existing?.owner ?? null,
          ownerId: existing?.owner_id ?? null,
          runTx: (fn) => ctx.db.withAdmin(fn),
        },
        {
          mimetype: mimeTypeFor(key),
          cacheControl: 'max-age=3600',
          contentEncoding: undefined,
          userMetadata: null,
          chunks: (async function* () {
            yield bytes;
          })(),
        },
      );
      stored += 1;
    }
  }
  return stored;
}
