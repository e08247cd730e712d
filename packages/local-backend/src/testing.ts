import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import { createLogger } from './log.js';
import { type LocalBackend, type StartOptions, startLocalBackend } from './start.js';

export { SoftwareAuthenticator, type StoredCredential } from './software-authenticator.js';

/** The two database engines every backend suite runs on. */
export const engines = ['pglite', 'postgres'] as const;

/** One of {@link engines}. */
export type EngineName = (typeof engines)[number];

/** Options of {@link startTestBackend}. */
export interface TestBackendOptions extends Omit<StartOptions, 'dbUrl' | 'memory' | 'port'> {
  /** Which engine to run on. */
  engine: EngineName;
  /**
   * Server that hosts scratch databases. Default `$TANDEM_TEST_PG_URL` or
   * `postgres://postgres@127.0.0.1:5432/postgres`.
   */
  adminUrl?: string;
}

/** A backend started for a test file; `stop()` also drops its scratch database. */
export interface TestBackend extends LocalBackend {
  /** The engine it runs on. */
  engine: EngineName;
}

function defaultAdminUrl(): string {
  return process.env.TANDEM_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A PostgreSQL database made for one test run or benchmark. */
export interface ScratchDatabase {
  /** Connection URL of the new database. */
  url: string;
  /** Drops it, closing any connection left open. */
  drop(): Promise<void>;
}

/**
 * Creates an empty database on the server at `adminUrl` (default `$TANDEM_TEST_PG_URL` or
 * `postgres://postgres@127.0.0.1:5432/postgres`), named `<prefix>_<random>`.
 */
export async function createScratchDatabase(
  prefix = 'tandem_test',
  adminUrl = defaultAdminUrl(),
): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * bcrypt's least cost, which test backends hash new passwords with unless told otherwise: a
 * suite makes hundreds of users, and at GoTrue's cost each hash and sign-in takes ~80 ms of CPU.
 */
export const TEST_PASSWORD_HASH_COST = 4;

/**
 * Starts an in-process backend on a free port: PGlite in memory, or a scratch PostgreSQL
 * database created for it (and dropped by `stop()`). Logs are silent unless a logger is given;
 * new passwords are hashed at {@link TEST_PASSWORD_HASH_COST} unless `passwordHashCost` says
 * otherwise. Share one per test file and engine: start-up is the expensive part.
 */
export async function startTestBackend(options: TestBackendOptions): Promise<TestBackend> {
  const { engine, adminUrl = defaultAdminUrl(), ...given } = options;
  const rest = { passwordHashCost: TEST_PASSWORD_HASH_COST, ...given };
  const log = rest.log ?? createLogger({ silent: true });
  if (engine === 'pglite') {
    const backend = await startLocalBackend({ ...rest, log, memory: true, port: 0 });
    return { ...backend, engine };
  }
  const scratch = await createScratchDatabase('tandem_test', adminUrl);
  let backend: LocalBackend;
  try {
    backend = await startLocalBackend({ ...rest, log, memory: true, port: 0, dbUrl: scratch.url });
  } catch (error) {
    await scratch.drop().catch(() => {});
    throw error;
  }
  return {
    ...backend,
    engine,
    async stop() {
      await backend.stop();
      await scratch.drop();
    },
  };
}

/**
 * A loopback port nothing listens on right now, e.g. for a backend's `smtpPort` that its
 * Edge Functions must also be told (`functionsEnv: { SMTP_PORT }`).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}
