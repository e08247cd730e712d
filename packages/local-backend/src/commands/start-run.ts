import { findLiveBackend } from '../run/control-client.js';
import { controlHandlers } from '../run/control-handlers.js';
import { type ControlServer, startControlServer } from '../run/control-server.js';
import { type RunRecord, removeRunRecord, writeRunRecord } from '../run/run-record.js';
import { type Supervisor, superviseBackend } from '../run/supervisor.js';
import type { StartArgs } from './start.js';
import { readyBanner, readyFields } from './start-output.js';

/** Resolves with the name of the first SIGINT or SIGTERM; later ones are ignored. */
function firstStopSignal(): Promise<string> {
  return new Promise((resolve) => {
    let received = false;
    const on = (signal: string) => () => {
      if (received) return;
      received = true;
      resolve(signal);
    };
    process.on('SIGINT', on('SIGINT'));
    process.on('SIGTERM', on('SIGTERM'));
  });
}

/**
 * Records the backend for its project and opens its control channel, unless another live
 * backend is already recorded there: that one stays the one `status` and `stop` address.
 */
async function recordRun(
  supervisor: Supervisor,
  args: StartArgs,
): Promise<{ record: RunRecord; control: ControlServer } | undefined> {
  const backend = supervisor.current();
  const projectDir = backend.context.projectDir ?? process.cwd();
  const other = await findLiveBackend(projectDir);
  if (other && other.pid !== process.pid) {
    backend.context.log.warn(
      `another backend (pid ${other.pid}) is recorded for ${projectDir}: status, stop, db reset and migration commands address that one`,
    );
    return undefined;
  }
  const control = await startControlServer(controlHandlers(supervisor, projectDir));
  const ready = readyFields(backend);
  const record: RunRecord = {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    projectDir,
    engine: args.options.dbUrl ? 'postgres' : 'pglite',
    ...(backend.context.dataDir ? { dataDir: backend.context.dataDir } : {}),
    url: ready.url,
    ...(ready.dbUrl ? { dbUrl: ready.dbUrl } : {}),
    inbox: args.options.inbox !== false,
    ...(ready.smtpPort !== undefined ? { smtpPort: ready.smtpPort } : {}),
    publishableKey: ready.publishableKey,
    secretKey: ready.secretKey,
    anonKey: ready.anonKey,
    serviceRoleKey: ready.serviceRoleKey,
    jwtSecret: ready.jwtSecret,
    control: { port: control.port, token: control.token },
  };
  writeRunRecord(record);
  return { record, control };
}

/**
 * Runs `start`: starts the backend, records it for its project (before printing, so a
 * script that read the ready line finds it with `status`), serves until SIGINT/SIGTERM, then
 * stops it cleanly and removes the record.
 */
export async function runStart(args: StartArgs): Promise<number> {
  const supervisor = await superviseBackend(args.options);
  // From here on a signal stops the backend cleanly; before, it ends start-up as it always did.
  const stopSignal = firstStopSignal();
  let run: Awaited<ReturnType<typeof recordRun>>;
  try {
    run = await recordRun(supervisor, args);
  } catch (error) {
    await supervisor.stop();
    throw error;
  }
  const { log } = supervisor.current().context;
  const ready = readyFields(supervisor.current());
  process.stdout.write(args.json ? `${JSON.stringify(ready)}\n` : readyBanner(ready));
  const signal = await stopSignal;
  log.info(`received ${signal}, stopping`);
  try {
    await run?.control.close();
    await supervisor.stop();
  } finally {
    if (run) removeRunRecord(run.record.projectDir, process.pid);
  }
  return 0;
}
