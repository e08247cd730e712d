import { engines, type TestBackend } from '@tandem/local-backend/testing';
import type { BoardState } from '@tandem/schemas';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindBoardToCache, tandemKeys, tandemQueries } from '../src/react-query/index.js';
import { startBackend } from './support/backend.js';
import { codeOf, createTeam, type Team } from './support/data.js';

/** Resolves once `check` holds for the board's cached states, polling the cache as it changes. */
function statesSettle(
  queryClient: QueryClient,
  boardId: string,
  check: (states: BoardState[]) => boolean,
): Promise<BoardState[]> {
  return new Promise((resolve) => {
    const read = () =>
      queryClient.getQueryData<BoardState[]>(tandemKeys.boardStates(boardId)) ?? [];
    if (check(read())) return resolve(read());
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (check(read())) {
        stop();
        resolve(read());
      }
    });
  });
}

describe.each(engines)('moves to states and live states on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;
  const unbinds: Array<() => void> = [];

  beforeAll(async () => {
    backend = await startBackend(engine);
    team = await createTeam(backend, 'states-live');
  });
  afterAll(async () => {
    for (const unbind of unbinds) unbind();
    for (const actor of [team.admin, team.member]) {
      await (await (await actor.client.supabase()).realtime()).disconnect();
    }
    await backend?.stop();
  });

  it('moves a task to a state between two cards, by status still, and refuses a hard limit', async () => {
    const board = await team.admin.client.boards.create({
      workspaceId: team.workspaceId,
      name: 'M',
    });
    const qa = await team.admin.client.states.create({
      boardId: board.id,
      name: 'QA',
      category: 'started',
      wipLimit: 2,
      wipHardLimit: true,
    });
    const create = (title: string) =>
      team.member.client.tasks.create({ boardId: board.id, title, status: 'todo' });
    const [a, b, c] = [await create('a'), await create('b'), await create('c')];
    await team.member.client.tasks.move({ taskId: a.id, stateId: qa.id });
    await team.member.client.tasks.move({ taskId: b.id, stateId: qa.id });
    const between = await team.member.client.tasks.move({
      taskId: b.id,
      stateId: qa.id,
      belowId: a.id,
    });
    expect(between).toMatchObject({ state_id: qa.id, status: 'in_progress' });
    expect(await codeOf(team.member.client.tasks.move({ taskId: c.id, stateId: qa.id }))).toBe(
      'state/wip-limit',
    );
    const done = await team.member.client.tasks.move({ taskId: c.id, toStatus: 'done' });
    expect(done.status).toBe('done');
    expect(
      await codeOf(
        team.member.client.tasks.move({ taskId: c.id, toStatus: 'todo', stateId: qa.id }),
      ),
    ).toBe('data/invalid');
    expect(await codeOf(team.viewer.client.tasks.move({ taskId: a.id, stateId: qa.id }))).toBe(
      'data/forbidden',
    );
  });

  it("keeps a board's cached states live: added, renamed, limited and deleted", async () => {
    const board = await team.admin.client.boards.create({
      workspaceId: team.workspaceId,
      name: 'L',
    });
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(tandemQueries(team.member.client).states.list(board.id));
    await new Promise<void>((resolve) => {
      unbinds.push(
        bindBoardToCache(queryClient, team.member.client, board.id, {
          onStatus: (state) => state === 'live' && resolve(),
        }),
      );
    });
    const qa = await team.admin.client.states.create({
      boardId: board.id,
      name: 'QA',
      category: 'started',
    });
    // Added where a new column lands: after In Review, before Done.
    await statesSettle(queryClient, board.id, (states) => states[4]?.id === qa.id);
    await team.admin.client.states.update({
      stateId: qa.id,
      changes: { name: 'Quality', wipLimit: 2 },
    });
    const renamed = await statesSettle(queryClient, board.id, (states) =>
      states.some((s) => s.name === 'Quality' && s.wip_limit === 2),
    );
    expect(renamed).toHaveLength(7);
    const [, todo] = renamed;
    await team.admin.client.states.move({ stateId: qa.id, aboveId: todo?.id });
    await statesSettle(queryClient, board.id, (states) => states[2]?.id === qa.id);
    await team.admin.client.states.delete({ stateId: qa.id });
    const after = await statesSettle(queryClient, board.id, (states) => states.length === 6);
    expect(after.map((s) => s.name)).not.toContain('Quality');
  });
});
