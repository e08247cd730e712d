import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/**
 * What a running `tandem-backend start` records for its project, so `status`, `stop`,
 * `db reset` and `migration up|list` find it from another terminal.
 */
export interface RunRecord {
  /** Process id of the backend. */
  pid: number;
  /** ISO time it became ready. */
  startedAt: string;
  /** The project folder it serves (`supabase/` inside), or the folder it was started in. */
  projectDir: string;
  /** `pglite` (in memory or in `dataDir`) or `postgres` (`--db-url`). */
  engine: 'pglite' | 'postgres';
  /** Its persistent data folder; absent in memory. */
  dataDir?: string;
  /** Base URL of the API. */
  url: string;
  /** URL of the Postgres port (PGlite's) or the `--db-url` server. */
  dbUrl?: string;
  /** Whether the captured-email inbox (`/__inbox/`) is served. */
  inbox: boolean;
  /** Port of the SMTP capture, when one runs. */
  smtpPort?: number;
  publishableKey: string;
  secretKey: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** Loopback port and bearer token of the backend's control channel (see `control-server.ts`). */
  control: { port: number; token: string };
}

/** `<project>/.tandem/run.json`, next to the default data folder (ignored by git). */
export function runRecordPath(projectDir: string): string {
  return join(projectDir, '.tandem', 'run.json');
}

/** Whether a process with this id exists (one of another user counts: it cannot be signalled). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The record left for `projectDir`, whether or not its process still runs. */
function readAnyRecord(projectDir: string): RunRecord | undefined {
  const path = runRecordPath(projectDir);
  if (!existsSync(path)) return undefined;
  try {
    const record = JSON.parse(readFileSync(path, 'utf8')) as RunRecord;
    return Number.isInteger(record.pid) ? record : undefined;
  } catch {
    // A half-written or hand-edited file says nothing reliable: treat it as absent.
    return undefined;
  }
}

/**
 * The backend recorded for `projectDir` when its process still runs; a stale record (its
 * process gone, e.g. after a crash or `kill -9`) is ignored.
 */
export function findRunningBackend(projectDir: string): RunRecord | undefined {
  const record = readAnyRecord(projectDir);
  return record && processAlive(record.pid) ? record : undefined;
}

/**
 * Records `record` for its project, readable by its owner only (it holds the control token).
 * Written to a temporary file and renamed, so a reader never sees half of it.
 */
export function writeRunRecord(record: RunRecord): void {
  const path = runRecordPath(record.projectDir);
  mkdirSync(join(record.projectDir, '.tandem'), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
}

/** Removes the record of `projectDir` if it is the one of process `pid` (another may have replaced it). */
export function removeRunRecord(projectDir: string, pid: number): void {
  if (readAnyRecord(projectDir)?.pid === pid) rmSync(runRecordPath(projectDir), { force: true });
}
