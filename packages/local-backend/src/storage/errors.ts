/**
 * Storage's error model: every refusal leaves as `{statusCode, code, error, message}` with the
 * HTTP status storage-api uses, so storage-js maps it to the same `StorageApiError`.
 */
export class StorageError extends Error {
  override name = 'StorageError';
  /** The legacy `error` field; defaults to the code. */
  readonly error: string;

  /** `status` is the HTTP status of the response, `code` Storage's, e.g. `NoSuchKey`. */
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    error?: string,
  ) {
    super(message);
    this.error = error ?? code;
  }

  /** The JSON body storage-api sends. */
  toBody() {
    return {
      statusCode: String(this.status),
      code: this.code,
      error: this.error,
      message: this.message,
    };
  }
}

/** Constructors for the errors the storage surface sends. */
export const storageErrors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  noSuchUpload: () => new StorageError(404, 'NoSuchUpload', 'Upload not found'),
  keyExists: () =>
    new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketExists: () =>
    new StorageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () =>
    new StorageError(
      409,
      'InvalidRequest',
      'The bucket you tried to delete is not empty',
      'Bucket not empty',
    ),
  entityTooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'The object exceeded the maximum allowed size',
      'Payload too large',
    ),
  invalidMimeType: (type: string) =>
    new StorageError(
      415,
      'InvalidMimeType',
      `mime type ${type} is not supported`,
      'invalid_mime_type',
    ),
  accessDenied: (message = 'new row violates row-level security policy') =>
    new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  /** No credential at all: storage-api verifies the empty token and passes on jose's refusal. */
  missingJwt: () => new StorageError(403, 'AccessDenied', 'Invalid Compact JWS', 'Unauthorized'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: (_name: string) =>
    new StorageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  invalidParameter: (name: string) =>
    new StorageError(400, 'InvalidParameter', `Invalid Parameter ${name}`),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', message, 'Unauthorized'),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  invalidSignature: (message = 'Invalid signature') =>
    new StorageError(400, 'InvalidSignature', message),
  locked: () =>
    new StorageError(423, 'ResourceLocked', 'The upload is being written by another request'),
  invalidRange: () =>
    new StorageError(416, 'InvalidRange', 'The requested range is not satisfiable'),
};

/** Maps a database error (SQLSTATE) met inside an operation to Storage's answer. */
export function fromDatabaseError(error: unknown): StorageError | undefined {
  const code = (error as { code?: string } | null)?.code;
  const message = (error as { message?: string } | null)?.message ?? 'database error';
  // 42501: insufficient privilege, including "new row violates row-level security policy".
  if (code === '42501') return storageErrors.accessDenied(message);
  if (code === '23505') return storageErrors.keyExists();
  if (code === '23503') return storageErrors.noSuchBucket();
  // Class 22 is bad data (a NUL byte, invalid UTF-8, a malformed value): the request's fault.
  if (code?.startsWith('22')) return storageErrors.invalidRequest(message);
  return undefined;
}
