/**
 * Thrown by `attachments.upload` when its `signal` aborts it. Canceling is the user's choice,
 * not a failure of the error catalogue, so it is no `TandemError`; like `fetch`, it is named
 * `AbortError`, so code that already ignores aborted requests ignores it too.
 */
export class UploadCanceledError extends Error {
  override readonly name = 'AbortError';

  constructor(options: { cause?: unknown } = {}) {
    super('The upload was canceled.', options);
  }
}

/** Whether `error` is an {@link UploadCanceledError} (also across two copies of the package). */
export function isUploadCanceledError(error: unknown): error is UploadCanceledError {
  return (
    error instanceof UploadCanceledError ||
    (error instanceof Error &&
      error.name === 'AbortError' &&
      error.message === 'The upload was canceled.')
  );
}
