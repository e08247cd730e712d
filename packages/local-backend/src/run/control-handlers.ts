import { migrateUp } from '../schema/migrate-up.js';
import { appliedMigrations } from '../schema/migration-history.js';
import type { ControlHandler } from './control-server.js';
import type { Supervisor } from './supervisor.js';

/**
 * What a running backend does when asked over its control channel: list or apply migrations
 * on its own database, or reset it. Migrations applied here reach the surfaces at once
 * (`schemaChanged()`: the REST schema cache, realtime's capture triggers), as at start-up.
 */
export function controlHandlers(
  supervisor: Supervisor,
  projectDir: string,
): Record<string, ControlHandler> {
  return {
    ping: async () => ({ pid: process.pid }),
    'migration/list': async () => ({
      applied: await appliedMigrations(supervisor.current().context.db),
    }),
    'migration/up': async (body) => {
      const { context } = supervisor.current();
      const applied = await migrateUp(context.db, projectDir, body.includeAll === true);
      if (applied.length) {
        context.log.info('migration up: applied', { files: applied.map((m) => m.file) });
        await context.schemaChanged();
      }
      return { applied: applied.map((m) => m.file) };
    },
    'db/reset': () => supervisor.reset(),
  };
}
