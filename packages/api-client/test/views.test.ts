import { engines, type TestBackend } from '@tandem/local-backend/testing';
import type { SavedView } from '@tandem/schemas';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindViewsToCache, tandemKeys, tandemQueries } from '../src/react-query/index.js';
import { startBackend } from './support/backend.js';
import { codeOf, createTeam, failure, type Team } from './support/data.js';

/** Resolves once `check` holds for the board's cached views, as the cache changes. */
function viewsSettle(
  queryClient: QueryClient,
  boardId: string,
  check: (views: SavedView[]) => boolean,
): Promise<SavedView[]> {
  return new Promise((resolve) => {
    const read = () => queryClient.getQueryData<SavedView[]>(tandemKeys.boardViews(boardId)) ?? [];
    if (check(read())) return resolve(read());
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (check(read())) {
        stop();
        resolve(read());
      }
    });
  });
}

describe.each(engines)('saved views on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;
  let boardId: string;
  const unbinds: Array<() => void> = [];

  beforeAll(async () => {
    backend = await startBackend(engine);
    team = await createTeam(backend, 'views');
    boardId = (
      await team.admin.client.boards.create({ workspaceId: team.workspaceId, name: 'Viewed' })
    ).id;
  });
  afterAll(async () => {
    for (const unbind of unbinds) unbind();
    if (team) await (await (await team.viewer.client.supabase()).realtime()).disconnect();
    await backend?.stop();
  });

  it('saves personal and shared views, each seen by whom it should be', async () => {
    const { views } = team.member.client;
    const mine = await views.create({
      boardId,
      name: ' My bugs ',
      query: { label: 'bug', task: 4, status: ['todo'] },
    });
    expect(mine).toMatchObject({
      name: 'My bugs',
      shared: false,
      owner_id: team.member.id,
      query: { label: 'bug', status: ['todo'] },
    });
    const urgent = await views.create({
      boardId,
      name: 'Urgent',
      shared: true,
      query: { priority: ['urgent'] },
    });
    expect((await views.list(boardId)).map((v) => v.name)).toEqual(['My bugs', 'Urgent']);
    expect((await team.viewer.client.views.list(boardId)).map((v) => v.id)).toEqual([urgent.id]);
    expect(await team.outsider.client.views.list(boardId)).toEqual([]);
    const viewers = await team.viewer.client.views.create({ boardId, name: 'Mine too', query: {} });
    expect(viewers.shared).toBe(false);
    expect(
      await codeOf(
        team.viewer.client.views.update({ viewId: viewers.id, changes: { shared: true } }),
      ),
    ).toBe('data/forbidden');
    await team.viewer.client.views.delete(viewers.id);
  });

  it('lets the owner and admins edit a shared view, and nobody else', async () => {
    const view = await team.member.client.views.create({
      boardId,
      name: 'Ours',
      shared: true,
      query: {},
    });
    expect(
      await codeOf(team.viewer.client.views.update({ viewId: view.id, changes: { name: 'X' } })),
    ).toBe('data/forbidden');
    const renamed = await team.admin.client.views.update({
      viewId: view.id,
      changes: { name: 'Team board', query: { q: 'login' } },
    });
    expect(renamed).toMatchObject({
      name: 'Team board',
      query: { q: 'login' },
      owner_id: team.member.id,
    });
    expect(
      await codeOf(team.admin.client.views.update({ viewId: view.id, changes: { shared: false } })),
    ).toBe('data/forbidden');
    expect(await codeOf(team.viewer.client.views.delete(view.id))).toBe('data/forbidden');
    await team.admin.client.views.delete(view.id);
    expect(await codeOf(team.member.client.views.delete(view.id))).toBe('data/not-found');
  });

  it('refuses bad input before any request', async () => {
    const bad = await failure(team.member.client.views.create({ boardId, name: '  ', query: {} }));
    expect(bad).toMatchObject({ code: 'data/invalid', status: null });
    expect(bad.fieldErrors.name).toBeDefined();
    expect(await codeOf(team.member.client.views.list('nope'))).toBe('data/invalid');
  });

  it('keeps the cached views live with shared views only', async () => {
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(tandemQueries(team.viewer.client).views.list(boardId));
    await new Promise<void>((resolve) => {
      const unbind = bindViewsToCache(queryClient, team.viewer.client, boardId, team.viewer.id);
      unbinds.push(unbind);
      const live = team.viewer.client.realtime.subscribeBoard(boardId, {
        onStatus: (state) => state === 'live' && resolve(),
      });
      unbinds.push(() => void live.unsubscribe());
    });
    const personal = await team.member.client.views.create({ boardId, name: 'Private', query: {} });
    const shared = await team.member.client.views.create({
      boardId,
      name: 'Live',
      shared: true,
      query: {},
    });
    const seen = await viewsSettle(queryClient, boardId, (views) =>
      views.some((v) => v.id === shared.id),
    );
    expect(seen.map((v) => v.id)).not.toContain(personal.id);
    await team.member.client.views.update({ viewId: shared.id, changes: { name: 'Live now' } });
    await viewsSettle(queryClient, boardId, (views) => views.some((v) => v.name === 'Live now'));
    await team.member.client.views.update({ viewId: shared.id, changes: { shared: false } });
    await viewsSettle(queryClient, boardId, (views) => !views.some((v) => v.id === shared.id));
    await team.member.client.views.update({ viewId: personal.id, changes: { shared: true } });
    await viewsSettle(queryClient, boardId, (views) => views.some((v) => v.id === personal.id));
    await team.member.client.views.delete(personal.id);
    await viewsSettle(queryClient, boardId, (views) => !views.some((v) => v.id === personal.id));
  });
});
