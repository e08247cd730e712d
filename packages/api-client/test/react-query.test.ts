import { engines, type TestBackend } from '@tandem/local-backend/testing';
import type { Task } from '@tandem/schemas';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTandemError } from '../src/index.js';
import {
  bindBoardToCache,
  tandemKeys,
  tandemMutations,
  tandemQueries,
} from '../src/react-query/index.js';
import { DEMO, signedIn, startBackend } from './support/backend.js';
import { ACME, type Actor, demoActors } from './support/data.js';
import { EventLog } from './support/event-log.js';

/** Resolves once `check` holds for the cached board, polling the cache as it changes. */
function cacheSettles(
  queryClient: QueryClient,
  boardId: string,
  check: (tasks: Task[]) => boolean,
): Promise<Task[]> {
  return new Promise((resolve) => {
    const read = () => queryClient.getQueryData<Task[]>(tandemKeys.boardTasks(boardId)) ?? [];
    if (check(read())) return resolve(read());
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (check(read())) {
        stop();
        resolve(read());
      }
    });
  });
}

const columnOf = (tasks: Pick<Task, 'id' | 'status'>[], status: Task['status']) =>
  tasks.filter((task) => task.status === status).map((task) => task.id);

describe.each(engines)('TanStack Query bindings on %s', (engine) => {
  let backend: TestBackend;
  let owner: Actor;
  let member: Actor;
  let viewer: Actor;
  const board = ACME.bugsBoardId;

  beforeAll(async () => {
    backend = await startBackend(engine);
    ({ owner, member, viewer } = await demoActors(backend));
  });
  /** Bindings left open by tests, undone before the backend stops. */
  const unbinds: (() => void)[] = [];
  afterAll(() => {
    for (const unbind of unbinds) unbind();
    return backend?.stop();
  });

  it('loads a board through queryOptions, in board order', async () => {
    const queryClient = new QueryClient();
    const tasks = await queryClient.fetchQuery(tandemQueries(member.client).tasks.board(board));
    expect(tasks.length).toBeGreaterThan(0);
    expect(tasks.every((task) => task.board_id === board)).toBe(true);
    expect(queryClient.getQueryData(tandemKeys.boardTasks(board))).toBe(tasks);
  });

  it('moves a card optimistically and keeps the server row once the move lands', async () => {
    const queryClient = new QueryClient();
    const tasks = await queryClient.fetchQuery(tandemQueries(member.client).tasks.board(board));
    const todo = columnOf(tasks, 'todo');
    const moving = tasks.find((task) => task.status === 'backlog') as Task;
    const mutation = queryClient
      .getMutationCache()
      .build(queryClient, tandemMutations(member.client, queryClient).tasks.move());
    const done = mutation.execute({
      taskId: moving.id,
      toStatus: 'todo',
      belowId: todo[0] ?? null,
    });
    // Before the server answers, the card already sits at the top of its new column.
    const optimistic = queryClient.getQueryData<Task[]>(tandemKeys.boardTasks(board)) ?? [];
    expect(columnOf(optimistic, 'todo')[0]).toBe(moving.id);
    const saved = await done;
    expect(saved.status).toBe('todo');
    expect(saved.version).toBeGreaterThan(moving.version);
    const after = queryClient.getQueryData<Task[]>(tandemKeys.boardTasks(board)) ?? [];
    expect(after.find((task) => task.id === moving.id)).toEqual(saved);
    expect(columnOf(after, 'todo')[0]).toBe(moving.id);
    // The rows the move shifted are still the objects loaded, so their cards need no render.
    const others = (list: ReadonlyArray<{ id: string }>) =>
      list.filter((task) => task.id !== moving.id);
    expect(others(tasks).length).toBeGreaterThan(1);
    for (const list of [optimistic, after]) {
      for (const [index, task] of others(list).entries()) expect(task).toBe(others(tasks)[index]);
    }
  });

  it("keeps the task view's description through an edit made from the board's list", async () => {
    const created = await member.client.tasks.create({
      boardId: board,
      title: `Described ${Date.now()}`,
      description: 'Steps to reproduce',
      status: 'todo',
    });
    const queryClient = new QueryClient();
    const queries = tandemQueries(member.client);
    const listed = await queryClient.fetchQuery(queries.tasks.board(board));
    expect(listed.find((task) => task.id === created.id)).not.toHaveProperty('description');
    const byNumber = queries.tasks.byNumber(ACME.workspaceId, created.number);
    await queryClient.fetchQuery(byNumber);
    // Every state the task view goes through, the optimistic one included.
    const seen: unknown[] = [];
    const stop = queryClient.getQueryCache().subscribe(() => {
      const held = queryClient.getQueryData(byNumber.queryKey);
      if (seen.at(-1) !== held) seen.push(held);
    });
    const saved = await queryClient
      .getMutationCache()
      .build(queryClient, tandemMutations(member.client, queryClient).tasks.update())
      .execute({
        taskId: created.id,
        changes: { title: 'Renamed with its description' },
        expectedVersion: created.version,
      });
    stop();
    expect(saved.version).toBe(created.version + 1);
    const states = seen as Task[];
    // The optimistic title first, then the server's row; the description all along.
    expect(states.map((task) => task.title)).toContain('Renamed with its description');
    expect(states.every((task) => task.description === 'Steps to reproduce')).toBe(true);
  });

  it("rolls a refused move back to the server's state", async () => {
    const queryClient = new QueryClient();
    const tasks = await queryClient.fetchQuery(tandemQueries(viewer.client).tasks.board(board));
    const target = tasks.find((task) => task.status !== 'canceled') as Task;
    const mutation = queryClient
      .getMutationCache()
      .build(queryClient, tandemMutations(viewer.client, queryClient).tasks.move());
    const pending = mutation.execute({ taskId: target.id, toStatus: 'canceled' }).catch((e) => e);
    // The card moves at once, before the server refuses.
    await cacheSettles(queryClient, board, (cached) =>
      cached.some((task) => task.id === target.id && task.status === 'canceled'),
    );
    const error = await pending;
    expect(isTandemError(error, 'data/forbidden')).toBe(true);
    const restored = await cacheSettles(queryClient, board, (cached) =>
      cached.some((task) => task.id === target.id && task.status === target.status),
    );
    // The server's row (read with its description), every listed column as it was.
    expect(restored.find((task) => task.id === target.id)).toMatchObject(target);
  });

  it("on a conflicting edit, shows the other member's version, not the stale snapshot", async () => {
    const queryClient = new QueryClient();
    const tasks = await queryClient.fetchQuery(tandemQueries(member.client).tasks.board(board));
    const target = tasks[0] as Task;
    const theirs = await owner.client.tasks.update({
      taskId: target.id,
      changes: { title: `Owner's title ${Date.now()}` },
      expectedVersion: target.version,
    });
    const mutation = queryClient
      .getMutationCache()
      .build(queryClient, tandemMutations(member.client, queryClient).tasks.update());
    const error = await mutation
      .execute({ taskId: target.id, changes: { title: 'Mine' }, expectedVersion: target.version })
      .catch((e) => e);
    expect(isTandemError(error, 'data/conflict')).toBe(true);
    const cached = await cacheSettles(queryClient, board, (list) =>
      list.some((task) => task.id === target.id && task.title === theirs.title),
    );
    expect(cached.find((task) => task.id === target.id)?.version).toBe(theirs.version);
  });

  it("writes another member's changes into the cache through the live binding", async () => {
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(tandemQueries(member.client).tasks.board(board));
    const live = new Promise<void>((resolve) => {
      const unbindOnLive = bindBoardToCache(queryClient, member.client, board, {
        onStatus: (state) => {
          if (state === 'live') resolve();
        },
      });
      unbinds.push(unbindOnLive);
    });
    await live;
    const created = await owner.client.tasks.create({
      boardId: board,
      title: `Live ${Date.now()}`,
      status: 'todo',
    });
    await cacheSettles(queryClient, board, (list) => list.some((task) => task.id === created.id));
    const renamed = await owner.client.tasks.update({
      taskId: created.id,
      changes: { title: 'Renamed live' },
      expectedVersion: created.version,
    });
    await cacheSettles(queryClient, board, (list) =>
      list.some((task) => task.id === created.id && task.version === renamed.version),
    );
    await owner.client.tasks.delete(created.id);
    const gone = await cacheSettles(queryClient, board, (list) =>
      list.every((task) => task.id !== created.id),
    );
    expect(gone.some((task) => task.id === created.id)).toBe(false);
  });

  it('catches up on changes made after the board was loaded and before the channel was live', async () => {
    const queryClient = new QueryClient();
    const tasks = await queryClient.fetchQuery(tandemQueries(member.client).tasks.board(board));
    const target = tasks[0] as Task;
    // Both changes are made before the binding subscribes: no live event will carry them.
    const renamed = await owner.client.tasks.update({
      taskId: target.id,
      changes: { title: `Renamed before live ${Date.now()}` },
      expectedVersion: target.version,
    });
    const created = await owner.client.tasks.create({
      boardId: board,
      title: `Created before live ${Date.now()}`,
    });
    unbinds.push(bindBoardToCache(queryClient, member.client, board));
    const caught = await cacheSettles(
      queryClient,
      board,
      (list) =>
        list.some((task) => task.id === created.id) &&
        list.some((task) => task.id === renamed.id && task.version === renamed.version),
    );
    expect(caught.find((task) => task.id === renamed.id)).toEqual(renamed);
    expect(caught.find((task) => task.id === created.id)).toEqual(created);
  });

  it('takes off the board the tasks deleted or moved away before the channel was live', async () => {
    const [leaving, deleting] = await Promise.all(
      ['Moves away before live', 'Deleted before live'].map((title) =>
        owner.client.tasks.create({ boardId: board, title: `${title} ${Date.now()}` }),
      ),
    );
    const queryClient = new QueryClient();
    const tasks = await queryClient.fetchQuery(tandemQueries(member.client).tasks.board(board));
    expect(tasks.map((task) => task.id)).toEqual(
      expect.arrayContaining([leaving?.id, deleting?.id]),
    );
    // Both leave the board before the binding subscribes: no live event will carry them.
    await owner.client.tasks.moveToBoard({
      taskId: leaving?.id as string,
      toBoardId: ACME.roadmapBoardId,
    });
    await owner.client.tasks.delete(deleting?.id as string);
    const reported: string[] = [];
    unbinds.push(
      bindBoardToCache(queryClient, member.client, board, {
        onTaskDeleted: (taskId) => reported.push(taskId),
      }),
    );
    const caught = await cacheSettles(queryClient, board, (list) =>
      list.every((task) => task.id !== leaving?.id && task.id !== deleting?.id),
    );
    expect(caught).toHaveLength(tasks.length - 2);
    // Only the deleted one is reported deleted: the other is on the roadmap.
    expect(reported).toEqual([deleting?.id]);
  });

  it("catches up on a checklist's progress that changed while no event could carry it", async () => {
    const queryClient = new QueryClient();
    const tasks = await queryClient.fetchQuery(tandemQueries(member.client).tasks.board(board));
    const target = tasks[1] as Task;
    // A recount keeps the task's version and updated_at: only its own stamp tells.
    const item = await owner.client.checklists.add({ taskId: target.id, title: 'Check the logs' });
    await owner.client.checklists.update({ itemId: item.id, changes: { done: true } });
    unbinds.push(bindBoardToCache(queryClient, member.client, board));
    const caught = await cacheSettles(queryClient, board, (list) =>
      list.some(
        (task) => task.id === target.id && task.checklist_total === target.checklist_total + 1,
      ),
    );
    const updated = caught.find((task) => task.id === target.id);
    expect(updated?.version).toBe(target.version);
    expect(updated?.checklist_done).toBe(target.checklist_done + 1);
  });

  it('gives one set of mutations per client and cache, the same on every call', () => {
    const queryClient = new QueryClient();
    const mutations = tandemMutations(member.client, queryClient);
    // What `useTandemMutations(client)` returns on each render with the provider's cache.
    expect(tandemMutations(member.client, queryClient)).toBe(mutations);
    expect(tandemMutations(owner.client, queryClient)).not.toBe(mutations);
    expect(tandemMutations(member.client, new QueryClient())).not.toBe(mutations);
    expect(tandemMutations(owner.client, queryClient)).toBe(
      tandemMutations(owner.client, queryClient),
    );
  });

  it('lands two quick moves and two quick edits of one card, each rebased on the one before', async () => {
    const queryClient = new QueryClient();
    const tasks = await queryClient.fetchQuery(tandemQueries(member.client).tasks.board(board));
    const card = tasks.find((task) => task.status === 'backlog') as Task;
    const mutations = tandemMutations(member.client, queryClient);
    const run = <V, R>(
      options: { mutationFn?: (variables: V, ...rest: never[]) => Promise<R> },
      variables: V,
    ) =>
      queryClient
        .getMutationCache()
        .build(queryClient, options as never)
        .execute(variables as never) as Promise<R>;
    // Each carries the version the card showed when it was dropped: the first has not landed.
    const [first, second] = await Promise.all([
      run(mutations.tasks.move(), {
        taskId: card.id,
        toStatus: 'todo',
        expectedVersion: card.version,
      }),
      run(mutations.tasks.move(), {
        taskId: card.id,
        toStatus: 'in_progress',
        expectedVersion: card.version,
      }),
    ]);
    expect(first.status).toBe('todo');
    expect(second).toMatchObject({ status: 'in_progress', version: first.version + 1 });
    const [one, two] = await Promise.all([
      run(mutations.tasks.update(), {
        taskId: card.id,
        changes: { title: 'One' },
        expectedVersion: second.version,
      }),
      run(mutations.tasks.update(), {
        taskId: card.id,
        changes: { title: 'Two' },
        expectedVersion: second.version,
      }),
    ]);
    expect(two).toMatchObject({ title: 'Two', version: one.version + 1 });
    const cached = await cacheSettles(queryClient, board, (list) =>
      list.some((task) => task.id === card.id && task.version === two.version),
    );
    expect(cached.find((task) => task.id === card.id)).toEqual(two);
    // Another member's change in between is still a conflict.
    const theirs = await owner.client.tasks.update({
      taskId: card.id,
      changes: { title: 'Theirs' },
      expectedVersion: two.version,
    });
    const stale = await run(mutations.tasks.update(), {
      taskId: card.id,
      changes: { title: 'Mine' },
      expectedVersion: two.version,
    }).catch((error: unknown) => error);
    expect(isTandemError(stale, 'data/conflict')).toBe(true);
    expect(theirs.version).toBe(two.version + 1);
  });

  it('keeps a card where it was dropped while a live event for it arrives during the move', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The member's network holds the move until the test lets it through.
    const slowMoves: typeof fetch = async (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/rpc/move_task'))
        await gate;
      return fetch(input, init);
    };
    const client = await signedIn(backend, DEMO.member, undefined, { fetch: slowMoves });
    const queryClient = new QueryClient();
    const tasks = await queryClient.fetchQuery(tandemQueries(client).tasks.board(board));
    await new Promise<void>((resolve) => {
      unbinds.push(
        bindBoardToCache(queryClient, client, board, {
          onStatus: (state) => state === 'live' && resolve(),
        }),
      );
    });
    const card = tasks.find((task) => task.status === 'backlog') as Task;
    const cachedBoard = () => queryClient.getQueryData<Task[]>(tandemKeys.boardTasks(board)) ?? [];
    const moving = queryClient
      .getMutationCache()
      .build(queryClient, tandemMutations(client, queryClient).tasks.move())
      .execute({ taskId: card.id, toStatus: 'todo', belowId: columnOf(tasks, 'todo')[0] ?? null });
    expect(columnOf(cachedBoard(), 'todo')[0]).toBe(card.id);

    // Another member renames the card meanwhile; the binding (subscribed first) hears it first.
    const heard = new EventLog<Task>();
    const watching = client.realtime.subscribeBoard(board, { onTaskUpdated: heard.push });
    const renamed = await owner.client.tasks.update({
      taskId: card.id,
      changes: { title: `Renamed mid-move ${Date.now()}` },
      expectedVersion: card.version,
    });
    await heard.waitFor((task) => task.version === renamed.version, 'the rename');
    expect(columnOf(cachedBoard(), 'todo')[0]).toBe(card.id);

    release();
    const saved = await moving;
    expect(saved).toMatchObject({
      status: 'todo',
      title: renamed.title,
      version: renamed.version + 1,
    });
    const after = await cacheSettles(queryClient, board, (list) =>
      list.some((task) => task.id === card.id && task.version === saved.version),
    );
    expect(after.find((task) => task.id === card.id)).toEqual(saved);
    await watching.unsubscribe();
    await (await (await client.supabase()).realtime()).disconnect();
  });

  it('shows a new comment at once and keeps the saved one', async () => {
    const queryClient = new QueryClient();
    const tasks = await queryClient.fetchQuery(tandemQueries(member.client).tasks.board(board));
    const taskId = (tasks[1] as Task).id;
    await queryClient.fetchInfiniteQuery(tandemQueries(member.client).comments.list(taskId));
    const mutation = queryClient
      .getMutationCache()
      .build(queryClient, tandemMutations(member.client, queryClient).comments.create());
    const body = `Looks good ${Date.now()}`;
    const saved = mutation.execute({ taskId, body });
    const newest = () =>
      queryClient
        .getQueryData<{ pages: { items: { id: string; body: string; author_id: string }[] }[] }>(
          tandemKeys.comments(taskId),
        )
        ?.pages[0]?.items.at(-1);
    await new Promise<void>((resolve) => {
      const stop = queryClient.getQueryCache().subscribe(() => {
        if (newest()?.body === body) {
          stop();
          resolve();
        }
      });
    });
    expect(newest()?.id).toMatch(/^optimistic-/);
    expect(newest()?.author_id).toBe(member.id);
    const comment = await saved;
    expect(newest()).toEqual(comment);
  });
});
