import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FAKE_PROVIDERS } from './auth/fake-idp/providers.js';
import { loadAuthSettings } from './auth/settings.js';
import { type Clock, systemClock } from './clock.js';
import { type BackendConfig, loadConfig, signingKeysFile } from './config.js';
import type { BackendContext, MountSurface, UpgradeHandler } from './context.js';
import type { DbEngine } from './db/engine.js';
import { openPglite } from './db/pglite.js';
import { openPostgres } from './db/postgres.js';
import { readSnapshot, writeSnapshot } from './db/snapshot-cache.js';
import { enabledProviders, insecureDefaults, isLoopbackHost } from './exposure.js';
import { mountInbox } from './inbox/index.js';
import { type BackendKeys, createKeys, LOCAL_JWT_SECRET } from './keys.js';
import { createLogger, type Logger, type LoggerOptions } from './log.js';
import { createInbox } from './mailbox.js';
import { findProjectDir } from './project.js';
import { baseSchemaVersion, installBaseSchema } from './schema/base-schema.js';
import { applyMigrations, applySeed } from './schema/migrations.js';
import { createApp, listen, surfaces } from './server.js';

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
  /** PostgreSQL URL when running on a server. */
  dbUrl?: string;
  /** The shared context (database, config, keys, clock), for tests and tooling. */
  context: BackendContext;
  /** Stops serving, runs surface clean-ups and closes the database (writes flushed). */
  stop(): Promise<void>;
}

function isLogger(value: Logger | LoggerOptions | undefined): value is Logger {
  return typeof (value as Logger | undefined)?.info === 'function';
}

async function openEngine(
  options: StartOptions,
  config: BackendConfig,
  dataDir: string | undefined,
): Promise<DbEngine> {
  const searchPath = config.api.extra_search_path;
  if (options.dbUrl) return openPostgres({ url: options.dbUrl, searchPath });
  if (dataDir) {
    // Archives unpacked into a directory lose the roles (shared catalogs) on this PGlite
    // version, so a new directory runs initdb.
    mkdirSync(dataDir, { recursive: true });
    return openPglite({ dataDir: join(dataDir, 'pglite'), searchPath });
  }
  const version = baseSchemaVersion();
  const snapshot = readSnapshot(version);
  const db = await openPglite({ snapshot, searchPath });
  if (!snapshot) {
    await installBaseSchema(db);
    await writeSnapshot(version, await db.pg.dumpDataDir('none'));
  }
  return db;
}

/**
 * Refuses to serve the loopback-only conveniences on a non-loopback host unless
 * `insecureDev` is set; then warns naming each of them.
 */
function checkExposure(
  options: StartOptions,
  config: BackendConfig,
  projectDir: string | undefined,
  log: Logger,
): void {
  const host = options.host ?? '127.0.0.1';
  if (isLoopbackHost(host)) return;
  const external = loadAuthSettings({ projectDir, config }).externalEnabled;
  const unsafe = insecureDefaults({
    jwtSecret: options.jwtSecret ?? LOCAL_JWT_SECRET,
    fakeProviders: enabledProviders(external).filter((name) => FAKE_PROVIDERS.includes(name)),
    inbox: options.inbox !== false && (options.surfaces ?? surfaces).includes(mountInbox),
  });
  if (unsafe.length === 0) return;
  if (!options.insecureDev) {
    throw new Error(
      `refusing to listen on ${host}, which is not a loopback address, with:\n${unsafe
        .map((item) => `  - ${item}`)
        .join('\n')}\nor pass --insecure-dev to accept this for development.`,
    );
  }
  for (const item of unsafe) log.warn(`--insecure-dev on ${host}: serving ${item}`);
}

/**
 * Starts the backend: opens the engine, installs the Supabase base schema, applies
 * `supabase/migrations`, runs `supabase/seed.sql` on a fresh database, mounts the surfaces
 * and listens. Resolves once requests are served.
 */
export async function startLocalBackend(options: StartOptions = {}): Promise<LocalBackend> {
  const log = isLogger(options.log) ? options.log : createLogger(options.log);
  const projectDir =
    options.projectDir === null
      ? undefined
      : options.projectDir
        ? resolve(options.projectDir)
        : findProjectDir();
  const config = loadConfig(projectDir);
  checkExposure(options, config, projectDir, log);
  // With --db-url the data directory still holds files that live outside the database.
  const dataDir = options.memory
    ? undefined
    : resolve(options.dataDir ?? join(projectDir ?? process.cwd(), '.tandem', 'data'));
  const clock = options.clock ?? systemClock;

  const db = await openEngine(options, config, dataDir);
  const stopHooks: (() => Promise<void> | void)[] = [];
  const schemaHooks: (() => Promise<void> | void)[] = [];
  const upgrades = new Map<string, UpgradeHandler>();
  try {
    await installBaseSchema(db);
    const fresh = await db.withAdmin(async (tx) => {
      const result = await tx.query<{ fresh: boolean }>(
        "select to_regclass('supabase_migrations.schema_migrations') is null as fresh",
      );
      return result.rows[0]?.fresh ?? true;
    });
    const applied = await applyMigrations(db, projectDir);
    if (applied.length) log.info('applied migrations', { files: applied.map((m) => m.file) });
    if (fresh && (await applySeed(db, projectDir))) log.info('ran seed.sql');
  } catch (error) {
    await db.close();
    throw error;
  }

  let keys: BackendKeys;
  try {
    // Every surface verifies tokens of the signing keys, so they exist before any mounts.
    keys = await createKeys({
      jwtSecret: options.jwtSecret,
      now: clock.now,
      signingKeys: { file: signingKeysFile(config, projectDir), dataDir },
    });
  } catch (error) {
    await db.close();
    throw error;
  }
  let baseUrl = '';
  const context: BackendContext = {
    db,
    config,
    keys,
    clock,
    projectDir,
    dataDir,
    log,
    inbox: createInbox(clock.now),
    baseUrl: () => baseUrl,
    onUpgrade: (prefix, handler) => upgrades.set(prefix, handler),
    onStop: (fn) => stopHooks.push(fn),
    onSchemaChange: (fn) => schemaHooks.push(fn),
    schemaChanged: async () => {
      for (const hook of schemaHooks) await hook();
    },
  };

  let running: Awaited<ReturnType<typeof listen>>;
  try {
    // Surfaces read the schema when they mount, after migrations; no reload is needed here.
    const mounts = (options.surfaces ?? surfaces).filter(
      (mount) => options.inbox !== false || mount !== mountInbox,
    );
    const app = await createApp(context, mounts);
    running = await listen(
      app,
      upgrades,
      options.port ?? config.api.port,
      options.host ?? '127.0.0.1',
    );
  } catch (error) {
    await db.close();
    throw error;
  }
  const host = options.host ?? '127.0.0.1';
  const displayHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  baseUrl = `http://${displayHost.includes(':') ? `[${displayHost}]` : displayHost}:${running.port}`;

  let stopping: Promise<void> | undefined;
  return {
    url: baseUrl,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    publishableKey: keys.publishableKey,
    secretKey: keys.secretKey,
    jwtSecret: keys.jwtSecret,
    inboxUrl: `${baseUrl}/__inbox/messages`,
    ...(options.dbUrl ? { dbUrl: options.dbUrl } : {}),
    context,
    stop() {
      stopping ??= (async () => {
        await running.close();
        for (const hook of stopHooks.reverse()) {
          try {
            await hook();
          } catch (error) {
            log.warn('stop hook failed', { error: String(error) });
          }
        }
        await db.close();
      })();
      return stopping;
    },
  };
}
