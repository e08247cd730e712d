import type { Identity } from '../../identity.js';
import type { BlobStore } from '../blob-store.js';
import { storageErrors } from '../errors.js';
import type { WriteMode } from '../object-rows.js';

/** The TUS protocol version spoken (and required of every request but OPTIONS). */
export const TUS_VERSION = '1.0.0';

/** A resumable upload in progress (kept in memory: uploads do not survive a restart). */
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

/** The resumable uploads in progress, kept in memory: uploads do not survive a restart. */
export interface PendingUploads {
  /** Starts tracking `upload`. */
  add(upload: PendingUpload): void;
  /** The upload `id` if `caller` created it; `NoSuchUpload` or `AccessDenied` otherwise. */
  forCaller(id: string, caller: Identity): PendingUpload;
  /** Stops tracking `upload` (its staged bytes are the caller's to commit or drop). */
  forget(upload: PendingUpload): void;
  /** Drops the staged bytes of uploads untouched for a day and not being written. */
  sweep(now: number): void;
  /** Drops every staged upload (the backend is stopping). */
  dropAll(): Promise<void>;
}

/** Creates the in-memory {@link PendingUploads} over a blob store's staging area. */
export function createPendingUploads(store: BlobStore): PendingUploads {
  const uploads = new Map<string, PendingUpload>();
  return {
    add: (upload) => uploads.set(upload.id, upload),
    forCaller(id, caller) {
      const upload = uploads.get(id);
      if (!upload) throw storageErrors.noSuchUpload();
      if (upload.principal !== principalOf(caller)) {
        throw storageErrors.accessDenied('upload belongs to another user');
      }
      return upload;
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
    async dropAll() {
      for (const id of uploads.keys()) await store.stageDrop(id);
      uploads.clear();
    },
  };
}
