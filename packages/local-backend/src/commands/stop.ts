import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { findLiveBackend } from '../run/control-client.js';
import { processAlive, removeRunRecord, runRecordPath } from '../run/run-record.js';
import { defineCommand } from './command.js';
import { noPositionals, PROJECT_HELP, PROJECT_OPTION, projectDirOption } from './option-values.js';

/** How long `stop` waits for the backend to flush and exit before giving up. */
const STOP_TIMEOUT_MS = 30_000;

/** Arguments of `tandem-backend stop`. */
export interface StopArgs {
  projectDir: string;
}

/** Polls until process `pid` is gone; resolves with whether it went within the timeout. */
async function exited(pid: number): Promise<boolean> {
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (processAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

/**
 * `tandem-backend stop`: sends SIGTERM to the backend recorded for the project (it stops as
 * on Ctrl+C: writes flushed, record removed) and waits until its process is gone.
 */
export const stopCommand = defineCommand<StopArgs>({
  name: 'stop',
  summary: 'stop the backend running for the project',
  help: PROJECT_HELP,
  options: { ...PROJECT_OPTION },
  parse(values, positionals) {
    noPositionals('stop', positionals);
    return { projectDir: projectDirOption(values) };
  },
  async run({ projectDir }) {
    const record = await findLiveBackend(projectDir);
    if (!record) {
      process.stdout.write(`tandem-backend is not running for ${projectDir}.\n`);
      return 0;
    }
    process.kill(record.pid, 'SIGTERM');
    if (!(await exited(record.pid))) {
      process.stderr.write(
        `tandem-backend: the backend (pid ${record.pid}) did not stop within ${STOP_TIMEOUT_MS / 1000} s\n`,
      );
      return 1;
    }
    // A backend that died on the way out leaves its record: it is stale now.
    if (existsSync(runRecordPath(projectDir))) removeRunRecord(projectDir, record.pid);
    process.stdout.write(`Stopped tandem-backend (pid ${record.pid}) for ${projectDir}.\n`);
    return 0;
  },
});
