import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { storageErrors } from './errors.js';

/** A blob written in full and made durable; `version` names it in `storage.objects.version`. */
export interface StoredBlob {
  /** Version id; the blob's address in the store. */
  version: string;
  /** Size in bytes. */
  size: number;
  /** Storage's eTag: the quoted MD5 of the bytes. */
  eTag: string;
}

/** An inclusive byte range of a blob. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where object bytes live. Blobs are immutable and addressed by a fresh version id: a write
 * never changes bytes a committed row points at, so a row and its bytes cannot disagree.
 */
export interface BlobStore {
  /**
   * Streams `source` into a new blob. Past `maxBytes` it keeps draining the source (so the
   * client still reads the answer) and then throws `EntityTooLarge`, having stored nothing.
   */
  write(source: AsyncIterable<Uint8Array>, maxBytes: number): Promise<StoredBlob>;
  /** Opens a blob for reading; resolves `undefined` when it does not exist. */
  read(version: string, range?: ByteRange): Promise<Readable | undefined>;
  /** Copies a blob to a new version (for `copy`). */
  duplicate(version: string): Promise<string>;
  /** Deletes a blob; missing blobs are ignored. */
  remove(version: string): Promise<void>;
  /** Deletes every blob whose version `isLive` rejects, and any half-written temp file. */
  collectGarbage(isLive: (version: string) => boolean): Promise<number>;
  /** Starts a resumable upload's staging area. */
  stageCreate(id: string): Promise<void>;
  /** Appends to a staged upload, refusing bytes past `maxBytes` total; returns the new size. */
  stageAppend(id: string, source: AsyncIterable<Uint8Array>, maxBytes: number): Promise<number>;
  /** Current size of a staged upload, or `undefined` if unknown. */
  stageSize(id: string): Promise<number | undefined>;
  /** Turns a complete staged upload into a blob. */
  stageCommit(id: string): Promise<StoredBlob>;
  /** Forgets a staged upload. */
  stageDrop(id: string): Promise<void>;
}

function quotedMd5(hash: ReturnType<typeof createHash>): string {
  return `"${hash.digest('hex')}"`;
}

/** A blob larger than the limit: drain the rest so the response still reaches the client. */
async function drain(iterator: AsyncIterator<Uint8Array>): Promise<void> {
  for (;;) {
    const next = await iterator.next();
    if (next.done) return;
  }
}

/**
 * Keeps blobs under `<root>/objects/<2 hex>/<version>`. A write goes to `<root>/tmp`, is
 * fsynced and then renamed into place; the row that names it is committed only after that,
 * and a blob whose row never committed is invisible and removed by {@link collectGarbage}.
 */
export function createFileBlobStore(root: string): BlobStore {
  const tmpDir = join(root, 'tmp');
  const objectsDir = join(root, 'objects');
  const uploadsDir = join(root, 'uploads');
  const pathOf = (version: string) => join(objectsDir, version.slice(0, 2), version);
  const ready = Promise.all([
    mkdir(tmpDir, { recursive: true }),
    mkdir(objectsDir, { recursive: true }),
    mkdir(uploadsDir, { recursive: true }),
  ]);

  async function fsyncDir(dir: string) {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  /** Moves a finished, fsynced temp file to its version address. */
  async function publish(tmp: string, version: string) {
    const dir = join(objectsDir, version.slice(0, 2));
    await mkdir(dir, { recursive: true });
    await rename(tmp, join(dir, version));
    await fsyncDir(dir);
  }

  async function appendTo(
    path: string,
    flags: 'wx' | 'a',
    source: AsyncIterable<Uint8Array>,
    startSize: number,
    maxBytes: number,
    hash?: ReturnType<typeof createHash>,
  ): Promise<number> {
    const handle = await open(path, flags);
    let size = startSize;
    const iterator = source[Symbol.asyncIterator]();
    try {
      for (;;) {
        const next = await iterator.next();
        if (next.done) break;
        const chunk = next.value;
        if (size + chunk.length > maxBytes) {
          await drain(iterator);
          throw storageErrors.entityTooLarge();
        }
        size += chunk.length;
        hash?.update(chunk);
        await handle.write(chunk);
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
    return size;
  }

  return {
    async write(source, maxBytes) {
      await ready;
      const version = randomUUID();
      const tmp = join(tmpDir, version);
      const hash = createHash('md5');
      try {
        const size = await appendTo(tmp, 'wx', source, 0, maxBytes, hash);
        await publish(tmp, version);
        return { version, size, eTag: quotedMd5(hash) };
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
    },
    async read(version, range) {
      const path = pathOf(version);
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
      const copy = randomUUID();
      const tmp = join(tmpDir, copy);
      try {
        await copyFile(pathOf(version), tmp);
        const handle = await open(tmp, 'r+');
        await handle.sync();
        await handle.close();
        await publish(tmp, copy);
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
      return copy;
    },
    async remove(version) {
      await unlink(pathOf(version)).catch(() => {});
    },
    async collectGarbage(isLive) {
      await ready;
      let removed = 0;
      for (const name of await readdir(tmpDir)) {
        await rm(join(tmpDir, name), { force: true });
        removed++;
      }
      // Resumable uploads do not survive a restart: their state lives in memory.
      for (const name of await readdir(uploadsDir)) {
        await rm(join(uploadsDir, name), { force: true });
        removed++;
      }
      for (const shard of await readdir(objectsDir)) {
        for (const version of await readdir(join(objectsDir, shard))) {
          if (!isLive(version)) {
            await rm(join(objectsDir, shard, version), { force: true });
            removed++;
          }
        }
      }
      return removed;
    },
    async stageCreate(id) {
      await ready;
      await (await open(join(uploadsDir, id), 'wx')).close();
    },
    async stageAppend(id, source, maxBytes) {
      const path = join(uploadsDir, id);
      const current = (await stat(path)).size;
      return appendTo(path, 'a', source, current, maxBytes);
    },
    async stageSize(id) {
      return stat(join(uploadsDir, id)).then(
        (s) => s.size,
        () => undefined,
      );
    },
    async stageCommit(id) {
      const path = join(uploadsDir, id);
      const hash = createHash('md5');
      for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
      const { size } = await stat(path);
      const version = randomUUID();
      await publish(path, version);
      return { version, size, eTag: quotedMd5(hash) };
    },
    async stageDrop(id) {
      await rm(join(uploadsDir, id), { force: true });
    },
  };
}

/** Keeps blobs in memory (`--memory`): nothing touches the disk, nothing persists. */
export function createMemoryBlobStore(): BlobStore {
  const blobs = new Map<string, { data: Buffer; eTag: string }>();
  const staged = new Map<string, Buffer[]>();

  async function collect(
    source: AsyncIterable<Uint8Array>,
    startSize: number,
    maxBytes: number,
  ): Promise<Buffer[]> {
    const chunks: Buffer[] = [];
    let size = startSize;
    const iterator = source[Symbol.asyncIterator]();
    for (;;) {
      const next = await iterator.next();
      if (next.done) return chunks;
      if (size + next.value.length > maxBytes) {
        await drain(iterator);
        throw storageErrors.entityTooLarge();
      }
      size += next.value.length;
      chunks.push(Buffer.from(next.value));
    }
  }

  function store(data: Buffer): StoredBlob {
    const version = randomUUID();
    const eTag = `"${createHash('md5').update(data).digest('hex')}"`;
    blobs.set(version, { data, eTag });
    return { version, size: data.length, eTag };
  }

  return {
    async write(source, maxBytes) {
      return store(Buffer.concat(await collect(source, 0, maxBytes)));
    },
    async read(version, range) {
      const blob = blobs.get(version);
      if (!blob) return undefined;
      const data = range ? blob.data.subarray(range.start, range.end + 1) : blob.data;
      // Chunked so a large object streams instead of leaving in one write.
      return Readable.from(
        (function* () {
          for (let offset = 0; offset < data.length; offset += 256 * 1024) {
            yield data.subarray(offset, offset + 256 * 1024);
          }
        })(),
      );
    },
    async duplicate(version) {
      const blob = blobs.get(version);
      if (!blob) throw storageErrors.noSuchKey();
      const copy = randomUUID();
      blobs.set(copy, blob);
      return copy;
    },
    async remove(version) {
      blobs.delete(version);
    },
    async collectGarbage(isLive) {
      let removed = 0;
      for (const version of blobs.keys()) {
        if (!isLive(version)) {
          blobs.delete(version);
          removed++;
        }
      }
      return removed;
    },
    async stageCreate(id) {
      staged.set(id, []);
    },
    async stageAppend(id, source, maxBytes) {
      const chunks = staged.get(id);
      if (!chunks) throw storageErrors.noSuchUpload();
      const current = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
      const added = await collect(source, current, maxBytes);
      chunks.push(...added);
      return current + added.reduce((sum, chunk) => sum + chunk.length, 0);
    },
    async stageSize(id) {
      return staged.get(id)?.reduce((sum, chunk) => sum + chunk.length, 0);
    },
    async stageCommit(id) {
      const chunks = staged.get(id);
      if (!chunks) throw storageErrors.noSuchUpload();
      staged.delete(id);
      return store(Buffer.concat(chunks));
    },
    async stageDrop(id) {
      staged.delete(id);
    },
  };
}
