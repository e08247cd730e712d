import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Hono } from 'hono';
import type { Clock } from './clock.js';
import type { BackendConfig } from './config.js';
import type { DbEngine } from './db/engine.js';
import type { BackendKeys } from './keys.js';
import type { Logger } from './log.js';

/**
 * Handles an HTTP upgrade (WebSocket) request whose path starts with the registered prefix,
 * e.g. with `new WebSocketServer({ noServer: true }).handleUpgrade(request, socket, head, …)`.
 */
export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

/** Everything a surface needs; surfaces never import each other. */
export interface BackendContext {
  /** The database engine (PGlite or Postgres). */
  db: DbEngine;
  /** `supabase/config.toml`, validated, with the CLI's defaults. */
  config: BackendConfig;
  /** API keys and access-token verification. */
  keys: BackendKeys;
  /** Source of "now"; tests inject a manual clock. Default: the system clock. */
  clock: Clock;
  /** The project folder holding `supabase/`, if any. */
  projectDir: string | undefined;
  /** Where persistent files live (database, storage objects); `undefined` in memory mode. */
  dataDir: string | undefined;
  /** The public base URL of the server, e.g. `http://127.0.0.1:54321` (known once listening). */
  baseUrl(): string;
  /** Structured logger. */
  log: Logger;
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
