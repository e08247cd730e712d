import type { Readable } from 'node:stream';

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

/** A resumable upload's staging area as the store keeps it: its id and its saved state. */
export interface StagedUpload {
  id: string;
  /** What the upload's owner saved with {@link BlobStore.stageCreate} or `stageSave`. */
  state: string;
}

/**
 * Where object bytes live. Blobs are immutable and addressed by a fresh version id: a write
 * never changes bytes a committed row points at, so a row and its bytes cannot disagree.
 * Resumable uploads are staged next to the blobs with their state, as Storage keeps an
 * upload's info with its object store, so an upload in progress outlives a restart.
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
  /** Starts a resumable upload's staging area, durably recording `state` with it. */
  stageCreate(id: string, state: string): Promise<void>;
  /** Replaces a staged upload's recorded state (atomically). */
  stageSave(id: string, state: string): Promise<void>;
  /** Every staged upload with its state; half-created ones are dropped, not listed. */
  stageList(): Promise<StagedUpload[]>;
  /** Appends to a staged upload, refusing bytes past `maxBytes` total; returns the new size. */
  stageAppend(id: string, source: AsyncIterable<Uint8Array>, maxBytes: number): Promise<number>;
  /** Current size of a staged upload, or `undefined` if unknown. */
  stageSize(id: string): Promise<number | undefined>;
  /** Turns a complete staged upload into a blob, forgetting its state. */
  stageCommit(id: string): Promise<StoredBlob>;
  /** Forgets a staged upload, bytes and state. */
  stageDrop(id: string): Promise<void>;
}

export { createFileBlobStore } from './blobs/disk-store.js';
export { createMemoryBlobStore } from './blobs/memory-store.js';
