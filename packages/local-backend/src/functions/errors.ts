/**
 * The edge runtime's answers when a function cannot answer itself: `{ code, message }` with
 * the code repeated in `sb-error-code`, as hosted Supabase sends them.
 */
export type FunctionErrorCode =
  | 'NOT_FOUND'
  | 'UNAUTHORIZED_NO_AUTH_HEADER'
  | 'UNAUTHORIZED_INVALID_JWT_FORMAT'
  | 'BOOT_ERROR'
  | 'WORKER_ERROR'
  | 'WORKER_LIMIT'
  | 'REQUEST_TOO_LARGE';

const ERRORS: Record<FunctionErrorCode, { status: number; message: string }> = {
  NOT_FOUND: { status: 404, message: 'Requested function was not found' },
  UNAUTHORIZED_NO_AUTH_HEADER: { status: 401, message: 'Missing authorization header' },
  UNAUTHORIZED_INVALID_JWT_FORMAT: { status: 401, message: 'Invalid JWT' },
  BOOT_ERROR: { status: 503, message: 'Function failed to start (please check logs)' },
  WORKER_ERROR: { status: 500, message: 'Function exited due to an error (please check logs)' },
  WORKER_LIMIT: {
    status: 546,
    message: 'Function failed due to not having enough compute resources (please check logs)',
  },
  // The local backend's own: refused before the function sees any of the body.
  REQUEST_TOO_LARGE: { status: 413, message: 'Request body is too large' },
};

/** The response for `code`. */
export function functionError(code: FunctionErrorCode): Response {
  const { status, message } = ERRORS[code];
  return new Response(JSON.stringify({ code, message }), {
    status,
    headers: {
      'content-type': 'application/json',
      'sb-error-code': code,
      'access-control-expose-headers': 'sb-error-code',
    },
  });
}
