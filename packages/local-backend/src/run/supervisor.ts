import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { recreateDatabase } from '../db/recreate.js';
import { appliedMigrations } from '../schema/migration-history.js';
import { listMigrations } from '../schema/migrations.js';
import { type LocalBackend, type StartOptions, startLocalBackend } from '../start.js';

/** What `db reset` did: the migration files now applied, and whether seed.sql ran. */
export interface ResetResult {
  applied: string[];
  seeded: boolean;
}

/** A backend that can be restarted on a new database while its process keeps running. */
export interface Supervisor {
  /**
   * The backend serving right now (a reset replaces it).
   * @throws Error after a reset whose start failed, until a reset succeeds.
   */
  current(): LocalBackend;
  /**
   * Stops the backend, recreates its database, starts it again on the same ports. When the
   * new start fails (a broken migration), the process keeps running without a backend, so the
   * migration can be fixed and `db reset` run again.
   */
  reset(): Promise<ResetResult>;
  /** Stops the backend (after a reset in progress, if any). */
  stop(): Promise<void>;
}

/**
 * The options of a restart: those of the first start, with every port pinned to the one it
 * got, so URLs and keys printed before the reset stay valid (a `--port 0` start would
 * otherwise come back elsewhere).
 */
function pinnedOptions(options: StartOptions, backend: LocalBackend): StartOptions {
  const pinned: StartOptions = { ...options, port: Number(new URL(backend.url).port) };
  if (!options.dbUrl && backend.dbUrl) pinned.dbPort = Number(new URL(backend.dbUrl).port);
  if (backend.smtpPort !== undefined) pinned.smtpPort = backend.smtpPort;
  return pinned;
}

/** Starts a backend with `options` and keeps it restartable by {@link Supervisor.reset}. */
export async function superviseBackend(options: StartOptions): Promise<Supervisor> {
  const first = await startLocalBackend(options);
  // Where and how it serves never changes; a reset must come back exactly there.
  const restart = pinnedOptions(options, first);
  const { dataDir, log } = first.context;
  let backend: LocalBackend | undefined = first;
  // One reset or stop at a time: a stop during a reset waits for the new backend, then stops it.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(step: () => Promise<T>): Promise<T> => {
    const next = queue.then(step);
    queue = next.catch(() => {});
    return next;
  };
  return {
    current: () => {
      if (!backend) throw new Error('the backend is down after a failed db reset; run it again');
      return backend;
    },
    reset: () =>
      serially(async () => {
        log.info('db reset: recreating the database');
        await backend?.stop();
        backend = undefined;
        await recreateDatabase({ dbUrl: options.dbUrl, dataDir });
        const next = await startLocalBackend(restart).catch((error: Error) => {
          log.error('db reset: the backend did not start again', { error: error.message });
          throw error;
        });
        backend = next;
        const applied = new Set(
          (await appliedMigrations(next.context.db)).map((row) => row.version),
        );
        const projectDir = next.context.projectDir;
        return {
          applied: listMigrations(projectDir)
            .filter((file) => applied.has(file.version))
            .map((file) => file.file),
          seeded: projectDir !== undefined && existsSync(join(projectDir, 'supabase', 'seed.sql')),
        };
      }),
    stop: () => serially(async () => backend?.stop()),
  };
}
