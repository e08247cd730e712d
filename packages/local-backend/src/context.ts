import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Hono } from 'hono';
import type { Clock } from './clock.js';
import type { BackendConfig } from './config.js';
import type { DbEngine } from './db/engine.js';
import type { BackendKeys } from './keys.js';
import type { Logger } from './log.js';
import type { Inbox } from './mailbox.js';

/**
 * Handles an HTTP upgrade (WebSocket) request whose path starts with the registered prefix,
 * e.g. with `new WebSocketServer({ noServer: true }).handleUpgrade(request, socket, head, …)`.
 */
export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

/**
 * Everything a surface needs, built once at start-up before any surface mounts; surfaces
 * never import each other and never replace a member.
 */
export interface BackendContext {
  /** The database engine (PGlite or Postgres). */
  readonly db: DbEngine;
  /** `supabase/config.toml`, validated, with the CLI's defaults. */
  readonly config: BackendConfig;
  /** API keys and access-token verification. */
  readonly keys: BackendKeys;
  /** Source of "now"; tests inject a manual clock. Default: the system clock. */
  readonly clock: Clock;
  /** The project folder holding `supabase/`, if any. */
  readonly projectDir: string | undefined;
  /** Where persistent files live (database, storage objects); `undefined` in memory mode. */
  readonly dataDir: string | undefined;
  /** The public base URL of the server, e.g. `http://127.0.0.1:54321` (known once listening). */
  baseUrl(): string;
  /**
   * URL of the database for clients outside the backend (PGlite's Postgres port or the
   * `--db-url`), once served; `undefined` when there is none.
   */
  dbUrl?(): string | undefined;
  /** Variables every Edge Function sees, over those of `supabase/functions/.env`. */
  readonly functionsEnv?: Readonly<Record<string, string>>;
  /** bcrypt cost of new password hashes; GoTrue's 10 when absent. */
  readonly passwordHashCost?: number;
  /**
   * Whether Realtime refuses joins of public channels, as a hosted project with "Allow public
   * access" off does. `false` when absent.
   */
  readonly realtimePrivateOnly?: boolean;
  /** Structured logger. */
  readonly log: Logger;
  /** Captured emails: the auth surface delivers into it, the inbox surface serves it. */
  readonly inbox: Inbox;
  /** Routes WebSocket upgrades whose path starts with `pathPrefix` to `handler`. */
  onUpgrade(pathPrefix: string, handler: UpgradeHandler): void;
  /** Registers cleanup run when the backend stops, before the database closes (LIFO). */
  onStop(fn: () => Promise<void> | void): void;
  /** Notifies every surface that the schema changed (after migrations or a reset). */
  schemaChanged(): Promise<void>;
  /** Registers a callback for {@link BackendContext.schemaChanged}. */
  onSchemaChange(fn: () => Promise<void> | void): void;
}

/**
 * How a surface plugs in: add routes under its prefix (`/rest/v1`, `/auth/v1`, …) to `app`
 * and keep state in closures. Called once at start-up, before the server listens.
 */
export type MountSurface = (app: Hono, ctx: BackendContext) => void | Promise<void>;

type SessionsEndedListener = (userId: string) => void;
const sessionsEndedListeners = new WeakMap<object, Set<SessionsEndedListener>>();

/**
 * Registers `fn` to hear that sessions of a user ended (sign-out of all or other sessions,
 * deletion, ban). Kept beside the context rather than in it, so surfaces share the signal
 * without importing each other: the auth surface tells, the realtime surface closes channels.
 */
export function onSessionsEnded(ctx: BackendContext, fn: SessionsEndedListener): () => void {
  let listeners = sessionsEndedListeners.get(ctx);
  if (!listeners) {
    listeners = new Set();
    sessionsEndedListeners.set(ctx, listeners);
  }
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Tells every {@link onSessionsEnded} listener of `ctx` that sessions of `userId` ended. */
export function sessionsEnded(ctx: BackendContext, userId: string): void {
  for (const fn of sessionsEndedListeners.get(ctx) ?? []) fn(userId);
}
