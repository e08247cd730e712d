/** What {@link createAuthorizedFetch} sends with. */
export interface AuthorizedFetchOptions {
  /** The publishable or anon key, sent as `apikey` on every request. */
  key: string;
  /** The fetch underneath (the session fetch). */
  fetch: typeof fetch;
  /** The stored session's access token now (`null` when signed out). */
  currentToken: () => Promise<string | null>;
  /**
   * Whether a request without a session carries the key as its bearer, as PostgREST, Storage
   * and Realtime expect. Edge Functions refuse a publishable key as a JWT, so theirs does not.
   */
  keyAsBearer: boolean;
}

/** Whether `key` is one of the new API keys (`sb_publishable_…`, `sb_secret_…`), not a JWT. */
function isApiKey(key: string): boolean {
  return key.startsWith('sb_publishable_') || key.startsWith('sb_secret_');
}

/**
 * The fetch of the data, storage and functions parts: each request carries the `apikey` header
 * and, unless it sets its own, `Authorization: Bearer` with the session's access token read at
 * that moment (so it follows sign-in, refresh and sign-out), else the key. This is what
 * supabase-js's client wraps around every part it builds.
 */
export function createAuthorizedFetch(options: AuthorizedFetchOptions): typeof fetch {
  const keyAsBearer = options.keyAsBearer || !isApiKey(options.key);
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (!headers.has('apikey')) headers.set('apikey', options.key);
    if (!headers.has('authorization')) {
      const bearer = (await options.currentToken()) ?? (keyAsBearer ? options.key : null);
      if (bearer) headers.set('authorization', `Bearer ${bearer}`);
    }
    return options.fetch(input, { ...init, headers });
  };
}
