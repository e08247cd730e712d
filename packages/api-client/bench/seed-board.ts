import type { TestBackend } from '@tandem/local-backend/testing';

/** The demo owner of seed.sql, who creates the benchmark's board. */
const OWNER_EMAIL = 'owner@demo.tandem.test';

/**
 * Adds a board of `count` tasks to the demo workspace `acme`, spread over every status with
 * titles, descriptions, labels and priorities like a real board's, and returns its id. Runs as
 * the database owner in one statement: the per-row triggers (number, position, activity) run
 * as they would for inserts through the API.
 */
export async function seedLargeBoard(backend: TestBackend, count: number): Promise<string> {
  return backend.context.db.withAdmin(async (tx) => {
    const owner = await tx.query<{ id: string; workspace_id: string }>(
      `select u.id, m.workspace_id from auth.users u
         join public.workspace_members m on m.user_id = u.id and m.role = 'owner'
       where u.email = $1 limit 1`,
      [OWNER_EMAIL],
    );
    const row = owner.rows[0];
    if (!row) throw new Error('the demo seed is missing');
    // Triggers read auth.uid() for created_by; act as the owner for this transaction.
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ sub: row.id, role: 'authenticated' }),
    ]);
    const board = await tx.query<{ id: string }>(
      `insert into public.boards (workspace_id, name, description, created_by)
       values ($1, $2, 'A large board for benchmarks', $3) returning id`,
      [row.workspace_id, `Bench ${count}`, row.id],
    );
    const boardId = board.rows[0]?.id;
    if (!boardId) throw new Error('board not created');
    await tx.query(
      `insert into public.tasks (board_id, workspace_id, title, description, status, priority,
         labels, created_by)
       select $1, $2,
         'Task ' || i || ': make the ' || (array['importer','editor','sync','search','board'])[1 + i % 5] || ' faster',
         case when i % 3 = 0 then 'Steps to reproduce, expected and actual behaviour for task ' || i end,
         (array['backlog','todo','in_progress','in_review','done'])[1 + i % 5]::public.task_status,
         (array['none','low','medium','high','urgent'])[1 + i % 5]::public.task_priority,
         case when i % 4 = 0 then array['bug','frontend'] else array['feature'] end,
         $3
       from generate_series(1, $4::int) as i`,
      [boardId, row.workspace_id, row.id, count],
    );
    return boardId;
  });
}
