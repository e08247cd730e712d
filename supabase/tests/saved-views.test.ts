import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminQuery, pgError, query, startBackend, type TestUser } from './helpers.js';
import { createTeam, type Team } from './notification-team.js';
import { saveView } from './saved-views-world.js';
import { createBoard } from './world.js';

interface ViewRow {
  id: string;
  workspace_id: string;
  owner_id: string;
  query: Record<string, unknown>;
  position: string;
}

describe.each(engines)('saved views on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;

  beforeAll(async () => {
    backend = await startBackend(engine);
  });
  afterAll(() => backend?.stop());
  beforeEach(async () => {
    team = await createTeam(backend);
  });

  const insert = (values: Record<string, unknown>) =>
    query<ViewRow>(
      backend,
      team.member,
      `insert into public.saved_views (board_id, name, shared, query, owner_id, workspace_id)
       values ($1, $2, coalesce($3, false), coalesce($4, '{}'::jsonb), coalesce($5, auth.uid()), $6)
       returning *`,
      [
        values.board_id ?? team.boardId,
        values.name ?? 'Mine',
        values.shared ?? null,
        values.query === undefined ? null : JSON.stringify(values.query),
        values.owner_id ?? null,
        values.workspace_id ?? team.otherWorkspaceId,
      ],
    );

  it("takes the board's workspace, the caller as owner, and the params minus the open task", async () => {
    const { rows } = await insert({
      query: { q: 'login', status: ['todo'], task: 12, new: true, saved: 'x' },
    });
    expect(rows[0]).toMatchObject({
      workspace_id: team.workspaceId,
      owner_id: team.member.id,
      query: { q: 'login', status: ['todo'] },
    });
    const forged = await insert({ name: 'Forged', owner_id: team.admin.id });
    expect(forged.rows[0]?.owner_id).toBe(team.member.id);
    const second = await saveView(backend, team.member, team.boardId, { name: 'B', shared: false });
    const positions = await adminQuery<{ id: string; position: string }>(
      backend,
      'select id, position from public.saved_views where board_id = $1 order by position',
      [team.boardId],
    );
    expect(positions.map((row) => row.id)).toEqual([rows[0]?.id, forged.rows[0]?.id, second]);
  });

  it('keeps the board, owner and workspace of a view for good', async () => {
    const id = await saveView(backend, team.member, team.boardId, { name: 'Mine', shared: true });
    const otherBoard = await createBoard(backend, team.workspaceId, 'Other');
    await query(
      backend,
      team.admin,
      'update public.saved_views set board_id = $2, owner_id = $3, query = $4 where id = $1',
      [id, otherBoard, team.admin.id, JSON.stringify({ task: 3, label: 'bug' })],
    );
    const [row] = await adminQuery<ViewRow & { board_id: string }>(
      backend,
      'select * from public.saved_views where id = $1',
      [id],
    );
    expect(row).toMatchObject({
      board_id: team.boardId,
      owner_id: team.member.id,
      query: { label: 'bug' },
    });
  });

  /** Saves `count` views as `by` in one statement; `shared` is SQL over `n`, the view's number. */
  const fill = (by: TestUser, count: number, shared: string) =>
    query(
      backend,
      by,
      `insert into public.saved_views (board_id, name, shared)
       select $1, 'View ' || n, ${shared} from generate_series(1, $2::int) n`,
      [team.boardId, count],
    );

  it('answers a board the caller cannot see as missing, and refuses bad names and params', async () => {
    const hidden = await pgError(insert({ board_id: team.otherBoardId }));
    const missing = await pgError(insert({ board_id: crypto.randomUUID() }));
    expect([hidden.code, missing.code]).toEqual(['23503', '23503']);
    expect(hidden.message).toMatch(/^data\/not-found/);
    for (const name of ['', ' padded', 'x'.repeat(61)]) {
      expect((await pgError(insert({ name }))).code).toBe('23514');
    }
    expect((await pgError(insert({ query: ['a'] }))).code).toBe('23514');
    expect((await pgError(insert({ query: { q: 'x'.repeat(4000) } }))).code).toBe('23514');
  });

  it('refuses a 51st view of one person on a board, and a 51st shared view, with view/limit', async () => {
    await fill(team.member, 50, 'n % 2 = 0');
    const full = await pgError(insert({ name: 'One more' }));
    expect(full).toMatchObject({ code: '23514' });
    expect(full.message).toMatch(/^view\/limit: /);
    await saveView(backend, team.admin, team.boardId, { name: 'Mine', shared: false });
    await fill(team.owner, 25, 'true');
    const shared = await pgError(
      saveView(backend, team.admin, team.boardId, { name: 'Team', shared: true }),
    );
    expect(shared.message).toMatch(/^view\/limit: /);
  });
});
