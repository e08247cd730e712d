import { type DetailedError, type HttpRequest, Upload, type UrlStorage } from 'tus-js-client';
import { toTandemError } from '../errors/map-error.js';
import type { TandemError } from '../errors/tandem-error.js';
import { UploadCanceledError } from './upload-canceled-error.js';

/** Supabase Storage accepts resumable uploads in chunks of exactly 6 MiB (the last one shorter). */
export const TUS_CHUNK_BYTES = 6 * 1024 * 1024;

/** What one resumable upload needs. */
export interface TusUploadSettings {
  /** `<project url>/storage/v1/upload/resumable`. */
  endpoint: string;
  /** The project's publishable or anon key. */
  apikey: string;
  /** The current access token; asked before every request, so a refresh mid-upload is used. */
  accessToken: () => Promise<string>;
  file: Blob | Buffer;
  bucket: string;
  /** The path of a new object. An unfinished upload of the same file resumes under its own. */
  objectPath: string;
  /** Unfinished uploads are resumed only when they lie in this folder. */
  folder: string;
  contentType: string;
  fingerprint: string;
  /** Wait before each retry after a failed request, in ms; when they run out, the upload fails. */
  retryDelays: number[];
  /** Where unfinished uploads are remembered; `undefined` keeps tus-js-client's default. */
  urlStorage: UrlStorage | undefined;
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads a file with TUS to Supabase Storage and resolves with the path of the stored object.
 * Progress never goes backwards (bytes re-sent after a resume are reported once they pass the
 * previous mark) and ends at the total. An abort through `signal` deletes the unfinished upload
 * on the server and rejects with {@link UploadCanceledError}; a failure keeps it, so a later
 * upload of the same file to the same task resumes it.
 */
export function tusUpload(settings: TusUploadSettings): Promise<{ objectPath: string }> {
  const { signal, onProgress } = settings;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadCanceledError({ cause: signal.reason }));
      return;
    }
    let objectPath = settings.objectPath;
    let reported = 0;
    const report = (sent: number, total: number) => {
      if (sent <= reported) return;
      reported = sent;
      onProgress?.(sent, total);
    };
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', cancel);
      finish();
    };
    const upload = new Upload(settings.file, {
      endpoint: settings.endpoint,
      retryDelays: settings.retryDelays,
      chunkSize: TUS_CHUNK_BYTES,
      headers: { apikey: settings.apikey, 'x-upsert': 'false' },
      metadata: {
        bucketName: settings.bucket,
        objectName: objectPath,
        contentType: settings.contentType,
        cacheControl: '3600',
      },
      fingerprint: async () => settings.fingerprint,
      // A finished upload must not be "resumed" by the next upload of the same file.
      removeFingerprintOnSuccess: true,
      ...(settings.urlStorage ? { urlStorage: settings.urlStorage } : {}),
      onBeforeRequest: async (request: HttpRequest) => {
        request.setHeader('authorization', `Bearer ${await settings.accessToken()}`);
      },
      onProgress: report,
      onSuccess: () => {
        const total = settings.file instanceof Blob ? settings.file.size : settings.file.byteLength;
        settle(() => {
          report(total, total);
          resolve({ objectPath });
        });
      },
      onError: (error) => settle(() => reject(tusError(error))),
    });
    function cancel() {
      settle(() => reject(new UploadCanceledError({ cause: signal?.reason })));
      // Best-effort: an unfinished upload the server keeps expires there by itself.
      upload.abort(true).catch(() => undefined);
    }
    signal?.addEventListener('abort', cancel, { once: true });
    upload
      .findPreviousUploads()
      .then((previous) => {
        const unfinished = previous.find(
          (candidate) =>
            candidate.metadata.bucketName === settings.bucket &&
            candidate.metadata.objectName?.startsWith(settings.folder),
        );
        const resumedPath = unfinished?.metadata.objectName;
        if (unfinished && resumedPath) {
          objectPath = resumedPath;
          // Should the server have forgotten it, the new upload gets the same name.
          upload.options.metadata = { ...upload.options.metadata, objectName: resumedPath };
          upload.resumeFromPreviousUpload(unfinished);
        }
        if (!settled) upload.start();
      })
      .catch((error: unknown) => settle(() => reject(toTandemError(error))));
  });
}

/**
 * A failed TUS request as a {@link TandemError}: Storage's JSON error body (`code`/`error`,
 * `message`) and the status when the server answered, else the cause (no connection:
 * `network/offline`).
 */
function tusError(error: Error | DetailedError): TandemError {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (!response) {
    const cause = 'causingError' in error ? error.causingError : null;
    return toTandemError(cause ?? error);
  }
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(response.getBody());
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's page, hosted Storage's plain text): the status decides.
  }
  return toTandemError({
    ...body,
    message: typeof body.message === 'string' ? body.message : response.getBody(),
    status: response.getStatus(),
    statusCode: undefined,
  });
}
