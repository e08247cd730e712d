// What starting the local backend takes, and what a running one offers.
import type { Clock } from './clock.js';
import type { BackendContext, MountSurface } from './context.js';
import type { Logger, LoggerOptions } from './log.js';

/** Options of {@link startLocalBackend}; every one is optional. */
export interface StartOptions {
  /** TCP port; `0` picks a free one. Default: `[api] port` of config.toml, i.e. `54321`. */
  port?: number;
  /** Interface to bind. Default `127.0.0.1`. */
  host?: string;
  /** Keep the database in memory: nothing persists. Default `false`. */
  memory?: boolean;
  /** Folder for persistent data. Default `<project>/.tandem/data` (or `./.tandem/data`). */
  dataDir?: string;
  /** Use this PostgreSQL server instead of PGlite. Default: none (PGlite). */
  dbUrl?: string;
  /**
   * Serve PGlite over the Postgres wire protocol on this port (`0` picks a free one; `true`
   * means `[db] port` of config.toml, i.e. `54322`). Ignored with `dbUrl`. Default: no port
   * (the CLI serves `[db] port`).
   */
  dbPort?: number | boolean;
  /**
   * Receive mail over SMTP on this port into the inbox (`0` picks a free one; `true` means
   * `[inbucket] smtp_port` of config.toml, i.e. `54325`). Listens on loopback unless
   * `insecureDev` lets it follow `host`. Ignored with `inbox: false`. Default: no listener
   * (the CLI listens on `[inbucket] smtp_port`).
   */
  smtpPort?: number | boolean;
  /**
   * Variables every Edge Function sees, over those of `supabase/functions/.env` (e.g. the
   * `SMTP_PORT` of a test's own SMTP capture). Default none.
   */
  functionsEnv?: Record<string, string>;
  /** Folder containing `supabase/`; `null` for none. Default: nearest ancestor of the cwd with `supabase/`. */
  projectDir?: string | null;
  /** Injectable time source. Default: the system clock. */
  clock?: Clock;
  /** A logger, or options for the default one. Default: lines on stderr. */
  log?: Logger | LoggerOptions;
  /** HS256 secret for the legacy keys. Default: the CLI's well-known local secret. */
  jwtSecret?: string;
  /** Surfaces to mount. Default: all of them. */
  surfaces?: MountSurface[];
  /** Serve the captured-email inbox (`/__inbox`). Default `true`. */
  inbox?: boolean;
  /**
   * Start on a non-loopback `host` even with development conveniences on (the well-known
   * keys, fake OAuth providers, the inbox), printing a warning naming each. Default `false`:
   * such a start is refused.
   */
  insecureDev?: boolean;
  /**
   * Most bytes a REST response may build, nested embeds included; larger ones fail with
   * 500 `54000` before memory runs out. `0` turns the bound off. Default 100 MiB.
   */
  maxResponseBytes?: number;
  /**
   * bcrypt cost of the password hashes this backend writes. Default 10, GoTrue's. A test
   * suite may lower it (4 is bcrypt's least) to spend less CPU on the users it makes: the
   * hashes stay bcrypt, and a hash of any cost verifies the same way.
   */
  passwordHashCost?: number;
  /**
   * Accept the legacy `anon`/`service_role` JWTs as API keys. `false` serves only the
   * publishable and secret keys, like a hosted project whose legacy keys are disabled
   * (`--no-legacy-keys`). Default `true`, as hosted still allows.
   */
  legacyApiKeys?: boolean;
  /**
   * Serve only private channels: a public join is refused with Realtime's `PrivateOnly:
   * This project only allows private channels`, as on a hosted project whose Realtime
   * setting "Allow public access" is off (the tenant's `private_only`;
   * `--realtime-private-only`). The Supabase CLI's config.toml has no key for it, and the CLI
   * refuses unknown keys, so it is an option only. Default `false`: public channels too.
   */
  realtimePrivateOnly?: boolean;
}

/** A running backend, as printed by `tandem-backend start --json`. */
export interface LocalBackend {
  /** Base URL for `createClient(url, key)`, e.g. `http://127.0.0.1:54321`. */
  url: string;
  /** Legacy anon JWT. */
  anonKey: string;
  /** Legacy service_role JWT. */
  serviceRoleKey: string;
  /** `sb_publishable_…` key. */
  publishableKey: string;
  /** `sb_secret_…` key. */
  secretKey: string;
  /** HS256 secret the legacy keys are signed with. */
  jwtSecret: string;
  /** URL of the captured-email inbox API. */
  inboxUrl: string;
  /**
   * PostgreSQL URL: the server's given as `dbUrl`, or that of PGlite's Postgres port when one
   * is served (`postgresql://postgres:postgres@127.0.0.1:54322/postgres`).
   */
  dbUrl?: string;
  /** Port of the SMTP listener whose mail lands in the inbox, when one runs. */
  smtpPort?: number;
  /** The shared context (database, config, keys, clock), for tests and tooling. */
  context: BackendContext;
  /** Stops serving, runs surface clean-ups and closes the database (writes flushed). */
  stop(): Promise<void>;
}
