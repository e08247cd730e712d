import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { engines, startTestBackend, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, adminQuery, projectDir } from './helpers.js';

/** The migrations that bring workflow states, applied here onto data written before them. */
const STATE_MIGRATIONS = ['20261130100000_board_states.sql', '20261130110000_board_state_rpcs.sql'];
const BIG_BOARD_TASKS = 5_000;
const supabaseDir = join(projectDir, 'supabase');
const migrationsDir = join(supabaseDir, 'migrations');

/** A copy of the project whose migrations stop right before {@link STATE_MIGRATIONS}. */
function projectBeforeStates(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tandem-states-'));
  const supabase = join(dir, 'supabase');
  mkdirSync(join(supabase, 'migrations'), { recursive: true });
  for (const entry of readdirSync(supabaseDir)) {
    if (entry !== 'migrations') symlinkSync(join(supabaseDir, entry), join(supabase, entry));
  }
  for (const file of readdirSync(migrationsDir)) {
    if (file < (STATE_MIGRATIONS[0] as string)) {
      symlinkSync(join(migrationsDir, file), join(supabase, 'migrations', file));
    }
  }
  return dir;
}

/** Adds a board of `count` tasks over every status to the demo workspace, as the bench does. */
async function seedBigBoard(backend: TestBackend, count: number): Promise<string> {
  return admin(backend, async (tx) => {
    const owner = await tx.query<{ id: string; workspace_id: string }>(
      `select m.user_id as id, m.workspace_id from public.workspace_members m
       join auth.users u on u.id = m.user_id
       where u.email = 'owner@demo.tandem.test' and m.role = 'owner' limit 1`,
    );
    const row = owner.rows[0];
    if (!row) throw new Error('the demo seed is missing');
    const board = await tx.query<{ id: string }>(
      `insert into public.boards (workspace_id, name, created_by) values ($1, 'Big', $2) returning id`,
      [row.workspace_id, row.id],
    );
    const boardId = board.rows[0]?.id as string;
    await tx.query(
      `insert into public.tasks (board_id, workspace_id, title, status, created_by)
       select $1, $2, 'Task ' || i,
         (array['backlog','todo','in_progress','in_review','done','canceled'])[1 + i % 6]::public.task_status,
         $3
       from generate_series(1, $4::int) as i`,
      [boardId, row.workspace_id, row.id, count],
    );
    return boardId;
  });
}

/** Every task as it stands, by id; `state_status` only once states exist. */
function snapshot(backend: TestBackend, withStates: boolean) {
  return adminQuery<Record<string, unknown>>(
    backend,
    `select t.id, t.board_id, t.status, t.position, t.version, t.updated_at::text,
       t.completed_at::text ${withStates ? ', s.status as state_status, s.board_id as state_board' : ''}
     from public.tasks t
     ${withStates ? 'join public.board_states s on s.id = t.state_id' : ''}
     order by t.id`,
  );
}

const countOf = async (backend: TestBackend, table: string) =>
  Number((await adminQuery<{ n: string }>(backend, `select count(*) as n from ${table}`))[0]?.n);

describe.each(engines)('workflow states migration on %s', (engine) => {
  let backend: TestBackend;
  let project: string;

  beforeAll(async () => {
    project = projectBeforeStates();
    backend = await startTestBackend({ engine, projectDir: project });
  });
  afterAll(async () => {
    await backend?.stop();
    rmSync(project, { recursive: true, force: true });
  });

  // Writing and migrating 5,000 tasks on PGlite takes well over a minute on a busy 2-core
  // machine: the suite-wide timeout is for ordinary tests.
  it(`gives the seed's tasks and those of a ${BIG_BOARD_TASKS}-task board their states, losing nothing`, async () => {
    const bigBoard = await seedBigBoard(backend, BIG_BOARD_TASKS);
    const before = await snapshot(backend, false);
    const [boards = 0, activity, messages] = await Promise.all(
      ['public.boards', 'public.activity', 'realtime.messages'].map((t) => countOf(backend, t)),
    );
    expect(before.filter((t) => t.board_id === bigBoard)).toHaveLength(BIG_BOARD_TASKS);
    expect(before.length).toBeGreaterThan(BIG_BOARD_TASKS);

    const started = performance.now();
    for (const file of STATE_MIGRATIONS) {
      const sql = readFileSync(join(migrationsDir, file), 'utf8');
      await admin(backend, (tx) => tx.exec(sql));
    }
    console.log(
      `[${engine}] states migration over ${before.length} tasks: ${Math.round(performance.now() - started)} ms`,
    );

    const after = await snapshot(backend, true);
    expect(after).toHaveLength(before.length);
    after.forEach((task, i) => {
      const { state_status, state_board, ...rest } = task;
      expect(rest).toEqual(before[i]);
      expect(state_status).toBe(task.status);
      expect(state_board).toBe(task.board_id);
    });
    expect(await countOf(backend, 'public.board_states')).toBe(boards * 6);
    // Nothing but the new column was written: no activity, no broadcast.
    expect(await countOf(backend, 'public.activity')).toBe(activity);
    expect(await countOf(backend, 'realtime.messages')).toBe(messages);
  }, 300_000);
});
