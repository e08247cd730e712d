import type { CookieMethodsBrowser } from '@supabase/ssr';
import type { KeyValueStorage } from './internal/memory-storage.js';
import type { InvalidRowReporter } from './internal/validate.js';

/** Options of {@link createTandemClient}. */
export interface TandemClientOptions {
  /** The Supabase project URL (`https://<ref>.supabase.co`, or the local backend's URL). */
  url: string;
  /** The publishable (`sb_publishable_…`) or anon key. Never a secret key in a browser. */
  key: string;
  /** Where the session lives and where auth links return. */
  auth?: {
    /**
     * Cookie methods in `@supabase/ssr`'s shape (`getAll`/`setAll`): the session and the PKCE
     * verifiers are kept in these cookies, in `@supabase/ssr`'s format (its `encode` option is
     * not used: the whole session is stored). Default: in a browser, `document.cookie`;
     * elsewhere unused.
     */
    cookies?: CookieMethodsBrowser;
    /**
     * Storage for the session outside browsers (or in a browser, instead of cookies).
     * Default: cookies in a browser, an in-memory store elsewhere.
     */
    storage?: KeyValueStorage;
    /**
     * Origin of the app that handles `/auth/callback`. Default: `window.location.origin` in a
     * browser, none elsewhere (then the project's Site URL is used by the auth server). Outside
     * a browser page, an `https:` origin also makes the `auth.cookies` cookies `Secure`.
     */
    appUrl?: string;
    /** Refresh the access token before it expires. Default `true`. */
    autoRefreshToken?: boolean;
  };
  /** A `fetch` for every HTTP request (tests, proxies). Default: the global `fetch`. */
  fetch?: typeof fetch;
  /** Realtime connection settings. */
  realtime?: {
    /**
     * WebSocket constructor. Default: the global `WebSocket` (browsers, Node >= 22); pass one
     * (for example from the `ws` package) on a runtime without it.
     */
    transport?: unknown;
    /** Heartbeat interval in ms, which bounds how fast a dead socket is noticed. Default 25 000. */
    heartbeatIntervalMs?: number;
  };
  /**
   * Where small preferences (the last opened workspace) are kept. Default: `localStorage` in a
   * browser, an in-memory store elsewhere.
   */
  preferences?: KeyValueStorage;
  /**
   * Told about each row of a list that did not match its schema: that row is left out and the
   * others are returned. Default: a `console.error`.
   */
  onInvalidRow?: InvalidRowReporter;
}
