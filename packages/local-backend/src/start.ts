import { join, resolve } from 'node:path';
import { FAKE_PROVIDERS } from './auth/fake-idp/providers.js';
import { loadAuthSettings } from './auth/settings.js';
import { type Clock, systemClock } from './clock.js';
import { type BackendConfig, loadConfig, signingKeysFile } from './config.js';
import type { BackendContext, UpgradeHandler } from './context.js';
import type { DbEngine } from './db/engine.js';
import { openPreparedDatabase } from './db/open.js';
import type { PgliteEngine } from './db/pglite.js';
import type { WireServer } from './db/pglite-wire.js';
import { enabledProviders, insecureDefaults, isLoopbackHost } from './exposure.js';
import { useSmtpCaptureForFunctions } from './functions/env.js';
import { mountInbox } from './inbox/index.js';
import { type SmtpCapture, startSmtpCapture } from './inbox/smtp.js';
import { type BackendKeys, createKeys, LOCAL_JWT_SECRET } from './keys.js';
import { createLogger, type Logger, type LoggerOptions } from './log.js';
import { createInbox } from './mailbox.js';
import { findProjectDir } from './project.js';
import { createApp, listen, surfaces } from './server.js';

import type { LocalBackend, StartOptions } from './start-options.js';

export type { LocalBackend, StartOptions } from './start-options.js';

function isLogger(value: Logger | LoggerOptions | undefined): value is Logger {
  return typeof (value as Logger | undefined)?.info === 'function';
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

/** What start-up derives from its options before touching the database. */
interface StartSettings {
  log: Logger;
  projectDir: string | undefined;
  config: BackendConfig;
  /** With --db-url the data directory still holds files that live outside the database. */
  dataDir: string | undefined;
  clock: Clock;
  host: string;
}

function resolveSettings(options: StartOptions): StartSettings {
  const log = isLogger(options.log) ? options.log : createLogger(options.log);
  const projectDir =
    options.projectDir === null
      ? undefined
      : options.projectDir
        ? resolve(options.projectDir)
        : findProjectDir();
  const config = loadConfig(projectDir);
  checkExposure(options, config, projectDir, log);
  const dataDir = options.memory
    ? undefined
    : resolve(options.dataDir ?? join(projectDir ?? process.cwd(), '.tandem', 'data'));
  const clock = options.clock ?? systemClock;
  return { log, projectDir, config, dataDir, clock, host: options.host ?? '127.0.0.1' };
}

/** Runs `step`, closing the database when it fails. */
async function orClose<T>(db: DbEngine, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** The surfaces' shared context, with the hooks start-up and stop run. */
function createContext(
  db: DbEngine,
  keys: BackendKeys,
  settings: StartSettings,
  options: Pick<StartOptions, 'functionsEnv' | 'passwordHashCost' | 'realtimePrivateOnly'>,
) {
  let baseUrl = '';
  let dbUrl: string | undefined;
  const stopHooks: (() => Promise<void> | void)[] = [];
  const schemaHooks: (() => Promise<void> | void)[] = [];
  const upgrades = new Map<string, UpgradeHandler>();
  const context: BackendContext = {
    db,
    config: settings.config,
    keys,
    clock: settings.clock,
    projectDir: settings.projectDir,
    dataDir: settings.dataDir,
    log: settings.log,
    inbox: createInbox(settings.clock.now),
    baseUrl: () => baseUrl,
    dbUrl: () => dbUrl,
    functionsEnv: options.functionsEnv ?? {},
    passwordHashCost: options.passwordHashCost,
    realtimePrivateOnly: options.realtimePrivateOnly === true,
    onUpgrade: (prefix, handler) => upgrades.set(prefix, handler),
    onStop: (fn) => stopHooks.push(fn),
    onSchemaChange: (fn) => schemaHooks.push(fn),
    schemaChanged: async () => {
      for (const hook of schemaHooks) await hook();
    },
  };
  const setBaseUrl = (url: string) => {
    baseUrl = url;
  };
  const setDbUrl = (url: string | undefined) => {
    dbUrl = url;
  };
  return { context, stopHooks, upgrades, setBaseUrl, setDbUrl };
}

/** `host` as it appears in a URL a client on this machine can use. */
function urlHost(host: string): string {
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return shown.includes(':') ? `[${shown}]` : shown;
}

/** Serves PGlite's Postgres port when asked to; on a server the given URL is the answer. */
async function serveDatabase(
  db: DbEngine,
  options: StartOptions,
  settings: StartSettings,
): Promise<{ dbUrl?: string; wire?: WireServer }> {
  if (options.dbUrl) return { dbUrl: options.dbUrl };
  if (options.dbPort === undefined || options.dbPort === false) return {};
  const port = options.dbPort === true ? settings.config.db.port : options.dbPort;
  // The port lets anyone in as the superuser, whatever the password: loopback only.
  const host = isLoopbackHost(settings.host) ? settings.host : '127.0.0.1';
  const wire = await (db as PgliteEngine).serve({ port, host }).catch((error) => {
    if ((error as { code?: string }).code !== 'EADDRINUSE') throw error;
    throw new Error(
      `cannot serve the Postgres port: ${host}:${port} is in use; choose another with --db-port or [db] port (0 picks a free one)`,
    );
  });
  return {
    wire,
    dbUrl: `postgresql://postgres:postgres@${urlHost(host)}:${wire.port}/postgres`,
  };
}

/** Starts the SMTP capture when asked to, on loopback unless `insecureDev`. */
async function serveSmtp(
  context: BackendContext,
  options: StartOptions,
  settings: StartSettings,
): Promise<SmtpCapture | undefined> {
  if (options.smtpPort === undefined || options.smtpPort === false || options.inbox === false) {
    return undefined;
  }
  const port = options.smtpPort === true ? settings.config.inbucket.smtp_port : options.smtpPort;
  const host = isLoopbackHost(settings.host) || !options.insecureDev ? '127.0.0.1' : settings.host;
  return startSmtpCapture({ inbox: context.inbox, port, host, log: settings.log }).catch(
    (error) => {
      if ((error as { code?: string }).code !== 'EADDRINUSE') throw error;
      throw new Error(
        `cannot receive mail over SMTP: ${host}:${port} is in use; choose another with --smtp-port or [inbucket] smtp_port (0 picks a free one)`,
      );
    },
  );
}

/**
 * Starts the backend: opens the engine, installs the Supabase base schema, applies
 * `supabase/migrations`, runs `supabase/seed.sql` on a fresh database, mounts the surfaces
 * and listens (and serves PGlite's Postgres port when asked). Resolves once requests are
 * served.
 */
export async function startLocalBackend(options: StartOptions = {}): Promise<LocalBackend> {
  const settings = resolveSettings(options);
  const { config, dataDir, log } = settings;
  const db = await openPreparedDatabase(
    { dbUrl: options.dbUrl, dataDir },
    config,
    settings.projectDir,
    log,
    { maxResponseBytes: options.maxResponseBytes },
  );
  // Every surface verifies tokens of the signing keys, so they exist before any mounts.
  const keys = await orClose(db, () =>
    createKeys({
      jwtSecret: options.jwtSecret,
      now: settings.clock.now,
      signingKeys: { file: signingKeysFile(config, settings.projectDir), dataDir },
      legacyApiKeys: options.legacyApiKeys,
    }),
  );
  const { context, stopHooks, upgrades, setBaseUrl, setDbUrl } = createContext(
    db,
    keys,
    settings,
    options,
  );
  const running = await orClose(db, async () => {
    // Surfaces read the schema when they mount, after migrations; no reload is needed here.
    const mounts = (options.surfaces ?? surfaces).filter(
      (mount) => options.inbox !== false || mount !== mountInbox,
    );
    const app = await createApp(context, mounts);
    return listen(app, upgrades, options.port ?? config.api.port, settings.host);
  });
  const baseUrl = `http://${urlHost(settings.host)}:${running.port}`;
  setBaseUrl(baseUrl);
  let wire: WireServer | undefined;
  let smtp: SmtpCapture | undefined;
  const shutdown = async () => {
    await running.close();
    await wire?.close();
    await smtp?.close();
    for (const hook of stopHooks.reverse()) {
      try {
        await hook();
      } catch (error) {
        log.warn('stop hook failed', { error: String(error) });
      }
    }
    await db.close();
  };
  let database: Awaited<ReturnType<typeof serveDatabase>>;
  try {
    database = await serveDatabase(db, options, settings);
    wire = database.wire;
    setDbUrl(database.dbUrl);
    smtp = await serveSmtp(context, options, settings);
    if (smtp) useSmtpCaptureForFunctions(context, smtp.port);
  } catch (error) {
    await shutdown();
    throw error;
  }

  let stopping: Promise<void> | undefined;
  return {
    url: baseUrl,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    publishableKey: keys.publishableKey,
    secretKey: keys.secretKey,
    jwtSecret: keys.jwtSecret,
    inboxUrl: `${baseUrl}/__inbox/messages`,
    ...(database.dbUrl ? { dbUrl: database.dbUrl } : {}),
    ...(smtp ? { smtpPort: smtp.port } : {}),
    context,
    stop() {
      stopping ??= shutdown();
      return stopping;
    },
  };
}
