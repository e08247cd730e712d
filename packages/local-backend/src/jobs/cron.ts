import { Cron } from 'croner';
import type { BackendContext } from '../context.js';

interface Job {
  jobid: string | number;
  schedule: string;
  command: string;
  username: string;
  database: string;
}

const SECONDS = /^\s*(\d+)\s+seconds?\s*$/i;

/**
 * Whether `schedule` has a run in (`after`, `until`]: pg_cron's `N seconds` by whole
 * intervals of the epoch, anything else as a cron expression in UTC (croner), as pg_cron
 * reads schedules in GMT.
 */
export function isDue(schedule: string, after: number, until: number): boolean {
  const seconds = SECONDS.exec(schedule);
  if (seconds) {
    const every = Number(seconds[1]) * 1000;
    return Math.floor(until / every) > Math.floor(after / every);
  }
  const next = new Cron(schedule.trim(), { timezone: 'UTC', paused: true }).nextRun(
    new Date(after),
  );
  return next !== null && next.getTime() <= until;
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Runs one job as its user, recording the run in `cron.job_run_details`. */
async function runJob(ctx: BackendContext, job: Job): Promise<void> {
  const started = await ctx.db.withAdmin((tx) =>
    tx.query<{ runid: string }>(
      `insert into cron.job_run_details (jobid, job_pid, database, username, command, status, start_time)
       values ($1, 0, $2, $3, $4, 'running', now()) returning runid`,
      [job.jobid, job.database, job.username, job.command],
    ),
  );
  const runid = started.rows[0]?.runid;
  let status = 'succeeded';
  let message = 'succeeded';
  try {
    await ctx.db.withAdmin(async (tx) => {
      const who = await tx.query<{ current_user: string }>('select current_user');
      if (who.rows[0]?.current_user !== job.username) {
        await tx.exec(`set local role ${quoteIdent(job.username)}`);
      }
      await tx.exec(job.command);
    });
  } catch (error) {
    status = 'failed';
    message = (error as Error).message;
  }
  await ctx.db.withAdmin((tx) =>
    tx.query(
      `update cron.job_run_details set status = $2, return_message = $3, end_time = now()
       where runid = $1`,
      [runid, status, message],
    ),
  );
}

/**
 * pg_cron's scheduler on the backend's clock: at each tick, every active job of `cron.job`
 * with a run due since the previous tick runs once (never twice at the same time).
 */
export function createCronScheduler(ctx: BackendContext) {
  let last = ctx.clock.now();
  const running = new Set<string>();
  const unschedulable = new Set<string>();
  return async function tick(): Promise<Promise<void>[]> {
    const now = ctx.clock.now();
    const after = last;
    last = now;
    const jobs = await ctx.db.withAdmin((tx) =>
      tx.query<Job>(
        'select jobid, schedule, command, username, database from cron.job where active order by jobid',
      ),
    );
    const runs: Promise<void>[] = [];
    for (const job of jobs.rows) {
      const key = String(job.jobid);
      let due = false;
      try {
        due = isDue(job.schedule, after, now);
      } catch (error) {
        if (!unschedulable.has(`${key}:${job.schedule}`)) {
          unschedulable.add(`${key}:${job.schedule}`);
          ctx.log.warn(`cron: job ${key} has an invalid schedule`, { error: String(error) });
        }
      }
      if (!due || running.has(key)) continue;
      running.add(key);
      runs.push(
        runJob(ctx, job)
          .catch((error) =>
            ctx.log.warn(`cron: job ${key} could not run`, { error: String(error) }),
          )
          .finally(() => running.delete(key)),
      );
    }
    return runs;
  };
}
