import {
  type CookieMethodsBrowser,
  type CookieOptions,
  type CookieOptionsWithName,
  combineChunks,
  createChunks,
  DEFAULT_COOKIE_OPTIONS,
  isChunkLike,
  parseCookieHeader,
  serializeCookieHeader,
  stringFromBase64URL,
  stringToBase64URL,
} from '@supabase/ssr';
import type { KeyValueStorage } from './memory-storage.js';

/** The prefix `@supabase/ssr` writes before a base64url-encoded value. */
const BASE64_PREFIX = 'base64-';

type CookieJar = Required<Pick<CookieMethodsBrowser, 'getAll' | 'setAll'>>;

/** The page's own cookies (`document.cookie`), as `@supabase/ssr` reads and writes them. */
function documentCookies(): CookieJar {
  return {
    getAll: () => parseCookieHeader(document.cookie),
    setAll: (cookies) => {
      for (const { name, value, options } of cookies) {
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some supported browsers; @supabase/ssr writes them this way too.
        document.cookie = serializeCookieHeader(name, value, options);
      }
    },
  };
}

/**
 * The value of a chunked cookie, or `null` when its chunks do not make up one JSON value (a
 * write that mixed two generations of chunks), so that a torn session is never read or saved.
 */
function decodeValue(value: string): string | null {
  if (!value.startsWith(BASE64_PREFIX)) return value;
  try {
    const decoded = stringFromBase64URL(value.slice(BASE64_PREFIX.length));
    JSON.parse(decoded);
    return decoded;
  } catch {
    return null;
  }
}

/**
 * The session storage of `@supabase/ssr`'s browser client, built from its exported chunking and
 * encoding helpers: each item is a `base64-`-prefixed base64url value split over
 * `<key>`, `<key>.0`, `<key>.1`… cookies, so sessions written here and by `@supabase/ssr`
 * (`createBrowserClient`, `createServerClient`) read each other. It stands in for that client
 * because the client builds all of supabase-js up front; only its storage is needed here.
 *
 * @param jar - cookie methods (`getAll`/`setAll`); default: `document.cookie`
 * @param cookieOptions - attributes of every cookie written (see `sessionCookieOptions`)
 */
export function createCookieStorage(
  jar: CookieMethodsBrowser | undefined,
  cookieOptions: CookieOptionsWithName,
): KeyValueStorage {
  const { getAll, setAll } = jar?.getAll && jar.setAll ? (jar as CookieJar) : documentCookies();
  const { name: _name, ...attributes } = cookieOptions;
  const written: CookieOptions = { ...DEFAULT_COOKIE_OPTIONS, ...attributes };
  const cleared: CookieOptions = { ...written, maxAge: 0 };
  const names = async (key: string) =>
    ((await getAll()) ?? []).map(({ name }) => name).filter((name) => isChunkLike(name, key));

  return {
    getItem: async (key) => {
      const cookies = (await getAll()) ?? [];
      const value = await combineChunks(
        key,
        (chunk) => cookies.find(({ name }) => name === chunk)?.value ?? null,
      );
      return value ? decodeValue(value) : null;
    },
    setItem: async (key, value) => {
      const chunks = createChunks(key, BASE64_PREFIX + stringToBase64URL(value));
      const stale = new Set(await names(key));
      for (const { name } of chunks) stale.delete(name);
      await setAll(
        [
          ...[...stale].map((name) => ({ name, value: '', options: cleared })),
          ...chunks.map(({ name, value: chunk }) => ({ name, value: chunk, options: written })),
        ],
        {},
      );
    },
    removeItem: async (key) => {
      const stale = await names(key);
      if (stale.length === 0) return;
      await setAll(
        stale.map((name) => ({ name, value: '', options: cleared })),
        {},
      );
    },
  };
}
