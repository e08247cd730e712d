import type { MountSurface } from '../context.js';
import { createCronScheduler } from './cron.js';
import { processNetQueue } from './net.js';

/** How often queued pg_net requests are picked up. */
const NET_INTERVAL_MS = 250;
/** pg_cron's resolution: a second. */
const CRON_INTERVAL_MS = 1000;

/**
 * pg_net and pg_cron as Supabase ships them (the `net` and `cron` schemas of the base schema,
 * 70_jobs.sql): the backend performs queued HTTP requests and runs scheduled jobs until it
 * stops. No routes: a surface only for its lifetime.
 */
export const mountJobs: MountSurface = (_app, ctx) => {
  const inFlight = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    inFlight.add(work);
    work.finally(() => inFlight.delete(work));
  };
  let netBusy = false;
  const net = setInterval(() => {
    if (netBusy) return;
    netBusy = true;
    track(
      processNetQueue(ctx)
        .catch((error) => ctx.log.warn('pg_net: requests failed', { error: String(error) }))
        .finally(() => {
          netBusy = false;
        }),
    );
  }, NET_INTERVAL_MS);
  const tick = createCronScheduler(ctx);
  let cronBusy = false;
  const cron = setInterval(() => {
    if (cronBusy) return;
    cronBusy = true;
    track(
      tick()
        .then((runs) => runs.forEach(track))
        .catch((error) => ctx.log.warn('pg_cron: tick failed', { error: String(error) }))
        .finally(() => {
          cronBusy = false;
        }),
    );
  }, CRON_INTERVAL_MS);
  net.unref();
  cron.unref();
  ctx.onStop(async () => {
    clearInterval(net);
    clearInterval(cron);
    await Promise.allSettled([...inFlight]);
  });
};
