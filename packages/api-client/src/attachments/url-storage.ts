import type { PreviousUpload, UrlStorage } from 'tus-js-client';

/**
 * Where tus-js-client remembers unfinished uploads (by fingerprint) when there is no
 * `localStorage`: in memory, for as long as the client lives. A retried upload of the same file
 * then resumes where the failed one stopped.
 */
export function createMemoryUrlStorage(): UrlStorage {
  const uploads = new Map<string, { fingerprint: string; upload: PreviousUpload }>();
  let next = 0;
  const matching = (fingerprint?: string) =>
    [...uploads.values()]
      .filter((entry) => fingerprint === undefined || entry.fingerprint === fingerprint)
      .map((entry) => entry.upload);
  return {
    findAllUploads: async () => matching(),
    findUploadsByFingerprint: async (fingerprint) => matching(fingerprint),
    removeUpload: async (key) => {
      uploads.delete(key);
    },
    addUpload: async (fingerprint, upload) => {
      next += 1;
      const key = `tus::${fingerprint}::${next}`;
      uploads.set(key, { fingerprint, upload: { ...upload, urlStorageKey: key } });
      return key;
    },
  };
}
