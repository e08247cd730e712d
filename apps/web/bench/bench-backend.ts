import { fileURLToPath } from 'node:url';
import { type LocalBackend, startLocalBackend } from '@tandem/local-backend';
import { createScratchDatabase, type EngineName } from '@tandem/local-backend/testing';
import { seedLargeBoard } from '../../../packages/api-client/bench/seed-board.ts';

/**
 * The bench backend's fixed port: the app is built once with this URL in it (`.env.bench`),
 * and each engine's backend takes the port in turn. `startTestBackend` picks a free port, so
 * the backend is started here with the same two engines it uses.
 */
export const BENCH_BACKEND_PORT = 54339;

/** The project whose `supabase/` the backend runs; `BENCH_PROJECT_DIR` picks another copy. */
const projectDir =
  process.env.BENCH_PROJECT_DIR ?? fileURLToPath(new URL('../../..', import.meta.url));

/** A seeded board and the slug of its workspace, for the board's URL. */
export interface BenchBoard {
  id: string;
  slug: string;
  tasks: number;
}

/** A backend holding the demo seed plus one large board, and optionally a larger one. */
export interface BenchBackend {
  engine: EngineName;
  url: string;
  publishableKey: string;
  board: BenchBoard;
  /** The second board, when one was asked for. */
  largeBoard?: BenchBoard;
  stop(): Promise<void>;
}

async function start(
  engine: EngineName,
): Promise<{ backend: LocalBackend; drop?: () => Promise<void> }> {
  const log = { silent: true };
  if (engine === 'pglite') {
    return {
      backend: await startLocalBackend({ memory: true, port: BENCH_BACKEND_PORT, projectDir, log }),
    };
  }
  const scratch = await createScratchDatabase('tandem_bench');
  try {
    const backend = await startLocalBackend({
      memory: true,
      port: BENCH_BACKEND_PORT,
      projectDir,
      log,
      dbUrl: scratch.url,
    });
    return { backend, drop: scratch.drop };
  } catch (error) {
    await scratch.drop().catch(() => {});
    throw error;
  }
}

/**
 * Seeds a board of `tasks` tasks into the demo workspace, most of them with a due date, last
 * edited a week ago, as a real
 * board's tasks mostly are: the app's realtime catch-up asks for what changed since it last
 * looked, and would otherwise fetch the whole fresh seed a second time.
 */
async function seedBoard(
  engine: EngineName,
  backend: LocalBackend,
  tasks: number,
): Promise<BenchBoard> {
  const id = await seedLargeBoard({ ...backend, engine }, tasks);
  const slug = await backend.context.db.withAdmin(async (tx) => {
    // Triggers off, or they would stamp the time again.
    await tx.query(`set local session_replication_role = replica`);
    // Due dates as a real board has them, for the calendar and the list's sort: three tasks
    // in four within two months either side of today, the rest undated.
    await tx.query(
      `update public.tasks set updated_at = now() - interval '7 days',
         due_date = case when number % 4 = 0 then null
           else current_date + ((number * 37) % 121 - 60) end
       where board_id = $1`,
      [id],
    );
    await tx.query(`set local session_replication_role = origin`);
    const result = await tx.query<{ slug: string }>(
      'select w.slug from public.boards b join public.workspaces w on w.id = b.workspace_id where b.id = $1',
      [id],
    );
    return result.rows[0]?.slug;
  });
  if (!slug) throw new Error('the seeded board has no workspace');
  return { id, slug, tasks };
}

/**
 * Starts the backend on `engine` (PGlite in memory, or a scratch PostgreSQL database dropped
 * again by `stop()`) and seeds a board of `tasks` tasks into the demo workspace, and a second
 * one of `largeTasks` when given.
 */
export async function startBenchBackend(
  engine: EngineName,
  tasks: number,
  largeTasks?: number,
): Promise<BenchBackend> {
  const { backend, drop } = await start(engine);
  try {
    const board = await seedBoard(engine, backend, tasks);
    const largeBoard = largeTasks ? await seedBoard(engine, backend, largeTasks) : undefined;
    return {
      engine,
      url: backend.url,
      publishableKey: backend.publishableKey,
      board,
      largeBoard,
      async stop() {
        await backend.stop();
        await drop?.();
      },
    };
  } catch (error) {
    await backend.stop();
    await drop?.();
    throw error;
  }
}
