import type { Identity } from '../../identity.js';
import type { BlobStore } from '../blob-store.js';
import { storageErrors } from '../errors.js';
import type { WriteMode } from '../object-rows.js';

/** The TUS protocol version spoken (and required of every request but OPTIONS). */
export const TUS_VERSION = '1.0.0';

/** A resumable upload in progress; its state is saved with its staged bytes. */
export interface PendingUpload {
  id: string;
  bucket: string;
  key: string;
  length: number;
  mode: WriteMode;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
  /** `sub` (or role) of the creator: only they may continue it. */
  principal: string;
  /** Set while a PATCH streams into it, so two PATCHes cannot interleave bytes. */
  busy: boolean;
  expiresAt: number;
}

/** Uploads left untouched this long are forgotten (hosted keeps them for a day). */
export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** TUS headers every answer carries, plus `extra`. */
export function tusHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { 'Tus-Resumable': TUS_VERSION, 'Cache-Control': 'no-store', ...extra };
}

/** `Upload-Metadata`: comma-separated `key base64value` pairs. */
export function parseMetadata(header: string | undefined): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [name, value] = pair.trim().split(' ');
    if (name) metadata[name] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return metadata;
}

/** Who may continue an upload: the creator's `sub`, or its role without one. */
export function principalOf(caller: Identity): string {
  return typeof caller.claims.sub === 'string' ? caller.claims.sub : caller.role;
}

/** What is saved with a staged upload: everything but the in-process `busy` flag. */
type SavedUpload = Omit<PendingUpload, 'busy'>;

function stateOf(upload: PendingUpload): string {
  const { busy: _busy, ...saved } = upload;
  return JSON.stringify(saved satisfies SavedUpload);
}

function parseState(id: string, state: string): PendingUpload | undefined {
  try {
    const saved = JSON.parse(state) as SavedUpload;
    if (saved.id !== id || typeof saved.expiresAt !== 'number') return undefined;
    return { ...saved, busy: false };
  } catch {
    return undefined;
  }
}

/**
 * The resumable uploads in progress. Each one's state is saved with its staged bytes in the
 * blob store (as Storage keeps an upload's info with its object store), so an upload
 * survives a restart on the same data directory; the map is the in-process index of them.
 */
export interface PendingUploads {
  /** Starts an upload: stages it in the store with its state, then tracks it. */
  add(upload: PendingUpload): Promise<void>;
  /** The upload `id` if `caller` created it; `NoSuchUpload` or `AccessDenied` otherwise. */
  forCaller(id: string, caller: Identity): PendingUpload;
  /** Pushes an upload's expiry to `expiresAt` and saves it. */
  extend(upload: PendingUpload, expiresAt: number): Promise<void>;
  /** Stops tracking `upload` (its staged bytes are the caller's to commit or drop). */
  forget(upload: PendingUpload): void;
  /** Drops the staged bytes of uploads past their expiry and not being written. */
  sweep(now: number): void;
  /** Loads the uploads staged before a restart, dropping expired ones; returns how many remain. */
  restore(now: number): Promise<number>;
}

/** Creates the {@link PendingUploads} over a blob store's staging area. */
export function createPendingUploads(store: BlobStore): PendingUploads {
  const uploads = new Map<string, PendingUpload>();
  return {
    async add(upload) {
      await store.stageCreate(upload.id, stateOf(upload));
      uploads.set(upload.id, upload);
    },
    forCaller(id, caller) {
      const upload = uploads.get(id);
      if (!upload) throw storageErrors.noSuchUpload();
      if (upload.principal !== principalOf(caller)) {
        throw storageErrors.accessDenied('upload belongs to another user');
      }
      return upload;
    },
    async extend(upload, expiresAt) {
      upload.expiresAt = expiresAt;
      await store.stageSave(upload.id, stateOf(upload));
    },
    forget: (upload) => uploads.delete(upload.id),
    sweep(now) {
      for (const upload of uploads.values()) {
        if (upload.expiresAt < now && !upload.busy) {
          uploads.delete(upload.id);
          void store.stageDrop(upload.id);
        }
      }
    },
    async restore(now) {
      for (const { id, state } of await store.stageList()) {
        const upload = parseState(id, state);
        if (upload && upload.expiresAt >= now) uploads.set(id, upload);
        else await store.stageDrop(id);
      }
      return uploads.size;
    },
  };
}
