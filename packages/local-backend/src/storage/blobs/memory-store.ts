import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { BlobStore, StoredBlob } from '../blob-store.js';
import { storageErrors } from '../errors.js';
import { eTagOf, withinLimit } from './chunks.js';

const CHUNK = 256 * 1024;

async function collect(
  source: AsyncIterable<Uint8Array>,
  startSize: number,
  maxBytes: number,
): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of withinLimit(source, startSize, maxBytes)) {
    chunks.push(Buffer.from(chunk));
  }
  return chunks;
}

const sizeOf = (chunks: Buffer[]) => chunks.reduce((sum, chunk) => sum + chunk.length, 0);

/** Streams a buffer in chunks, so a large object does not leave in one write. */
function chunked(data: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let offset = 0; offset < data.length; offset += CHUNK) {
        yield data.subarray(offset, offset + CHUNK);
      }
    })(),
  );
}

/** Keeps blobs in memory (`--memory`): nothing touches the disk, nothing persists. */
export function createMemoryBlobStore(): BlobStore {
  const blobs = new Map<string, { data: Buffer; eTag: string }>();
  const staged = new Map<string, { chunks: Buffer[]; state: string }>();

  function store(data: Buffer): StoredBlob {
    const version = randomUUID();
    const eTag = eTagOf(data);
    blobs.set(version, { data, eTag });
    return { version, size: data.length, eTag };
  }

  function stagedOf(id: string) {
    const upload = staged.get(id);
    if (!upload) throw storageErrors.noSuchUpload();
    return upload;
  }

  return {
    write: async (source, maxBytes) => store(Buffer.concat(await collect(source, 0, maxBytes))),
    async read(version, range) {
      const blob = blobs.get(version);
      if (!blob) return undefined;
      return chunked(range ? blob.data.subarray(range.start, range.end + 1) : blob.data);
    },
    async duplicate(version) {
      const blob = blobs.get(version);
      if (!blob) throw storageErrors.noSuchKey();
      const copy = randomUUID();
      blobs.set(copy, blob);
      return copy;
    },
    remove: async (version) => void blobs.delete(version),
    async collectGarbage(isLive) {
      const dead = [...blobs.keys()].filter((version) => !isLive(version));
      for (const version of dead) blobs.delete(version);
      return dead.length;
    },
    stageCreate: async (id, state) => void staged.set(id, { chunks: [], state }),
    async stageSave(id, state) {
      stagedOf(id).state = state;
    },
    stageList: async () => [...staged].map(([id, upload]) => ({ id, state: upload.state })),
    async stageAppend(id, source, maxBytes) {
      const upload = stagedOf(id);
      const current = sizeOf(upload.chunks);
      const added = await collect(source, current, maxBytes);
      upload.chunks.push(...added);
      return current + sizeOf(added);
    },
    stageSize: async (id) => {
      const upload = staged.get(id);
      return upload ? sizeOf(upload.chunks) : undefined;
    },
    async stageCommit(id) {
      const upload = stagedOf(id);
      staged.delete(id);
      return store(Buffer.concat(upload.chunks));
    },
    stageDrop: async (id) => void staged.delete(id),
  };
}
