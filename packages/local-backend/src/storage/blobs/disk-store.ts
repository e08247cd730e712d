import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, rm, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { BlobStore } from '../blob-store.js';
import { quotedMd5 } from './chunks.js';
import { appendToFile, publishFile } from './disk-files.js';
import { createDiskStaging } from './disk-staging.js';

/** The folders of a file store under its root. */
interface DiskLayout {
  tmpDir: string;
  objectsDir: string;
  uploadsDir: string;
  /** Where a version's file lives: `objects/<2 hex>/<version>`. */
  pathOf(version: string): string;
}

function layoutOf(root: string): DiskLayout {
  const objectsDir = join(root, 'objects');
  return {
    tmpDir: join(root, 'tmp'),
    objectsDir,
    uploadsDir: join(root, 'uploads'),
    pathOf: (version) => join(objectsDir, version.slice(0, 2), version),
  };
}

/** Deletes temp files and every blob file whose version `isLive` rejects. */
async function collectDiskGarbage(
  layout: DiskLayout,
  isLive: (version: string) => boolean,
): Promise<number> {
  let removed = 0;
  for (const name of await readdir(layout.tmpDir)) {
    await rm(join(layout.tmpDir, name), { force: true });
    removed++;
  }
  for (const shard of await readdir(layout.objectsDir)) {
    for (const version of await readdir(join(layout.objectsDir, shard))) {
      if (!isLive(version)) {
        await rm(join(layout.objectsDir, shard, version), { force: true });
        removed++;
      }
    }
  }
  return removed;
}

/** Copies a blob's file to a new version through the temp folder, durably. */
async function duplicateFile(layout: DiskLayout, version: string): Promise<string> {
  const copy = randomUUID();
  const tmp = join(layout.tmpDir, copy);
  try {
    await copyFile(layout.pathOf(version), tmp);
    const handle = await open(tmp, 'r+');
    await handle.sync();
    await handle.close();
    await publishFile(tmp, layout.pathOf(copy));
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
  return copy;
}

/**
 * Keeps blobs under `<root>/objects/<2 hex>/<version>`. A write goes to `<root>/tmp`, is
 * fsynced and then renamed into place; the row that names it is committed only after that,
 * and a blob whose row never committed is invisible and removed by `collectGarbage`.
 * Resumable uploads are staged in `<root>/uploads` with their state beside them.
 */
export function createFileBlobStore(root: string): BlobStore {
  const layout = layoutOf(root);
  const ready = Promise.all(
    [layout.tmpDir, layout.objectsDir, layout.uploadsDir].map((dir) =>
      mkdir(dir, { recursive: true }),
    ),
  );
  const publish = (file: string, version: string) => publishFile(file, layout.pathOf(version));

  return {
    async write(source, maxBytes) {
      await ready;
      const version = randomUUID();
      const tmp = join(layout.tmpDir, version);
      const hash = createHash('md5');
      try {
        const size = await appendToFile(tmp, 'wx', source, 0, maxBytes, hash);
        await publish(tmp, version);
        return { version, size, eTag: quotedMd5(hash) };
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
    },
    async read(version, range) {
      const path = layout.pathOf(version);
      // Open first: a blob replaced and deleted meanwhile answers "missing", not a broken stream.
      const handle = await open(path, 'r').catch(() => undefined);
      if (!handle) return undefined;
      return createReadStream(path, {
        fd: handle,
        ...(range ? { start: range.start, end: range.end } : {}),
        highWaterMark: 256 * 1024,
      });
    },
    async duplicate(version) {
      await ready;
      return duplicateFile(layout, version);
    },
    async remove(version) {
      await unlink(layout.pathOf(version)).catch(() => {});
    },
    async collectGarbage(isLive) {
      await ready;
      return collectDiskGarbage(layout, isLive);
    },
    ...createDiskStaging(layout.uploadsDir, ready, publish),
  };
}
