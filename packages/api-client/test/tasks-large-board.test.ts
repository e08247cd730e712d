import { engines, type TestBackend } from '@tandem/local-backend/testing';
import type { Task } from '@tandem/schemas';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLargeBoard } from '../bench/seed-board.js';
import { type BoardTaskRow, isBoardStreaming } from '../src/index.js';
import { bindBoardToCache, tandemKeys, tandemQueries } from '../src/react-query/index.js';
import { writeTask } from '../src/react-query/task-cache.js';
import { DEMO, signedIn, startBackend } from './support/backend.js';

// Past PostgREST's max_rows (1,000 in supabase/config.toml, as on Supabase), so one request
// could not return them all.
const TASKS = 2500;

describe.each(engines)('tasks.listBoard of a board larger than max_rows on %s', (engine) => {
  let backend: TestBackend;
  let boardId: string;

  beforeAll(async () => {
    backend = await startBackend(engine);
    boardId = await seedLargeBoard(backend, TASKS);
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('returns every task once, column by column', async () => {
    const owner = await signedIn(backend, DEMO.owner);
    const tasks = await owner.tasks.listBoard(boardId);
    expect(tasks).toHaveLength(TASKS);
    expect(new Set(tasks.map((task) => task.id)).size).toBe(TASKS);
    // Pages follow each other: the columns come in the enum's order, each whole.
    const statuses = ['backlog', 'todo', 'in_progress', 'in_review', 'done', 'canceled'];
    const ranks = tasks.map((task) => statuses.indexOf(task.status));
    const inOrder = ranks.every((rank, index) => index === 0 || (ranks[index - 1] ?? 0) <= rank);
    expect(inOrder).toBe(true);
  });

  it('pages hold the top of every column, each page extending them downward', async () => {
    const owner = await signedIn(backend, DEMO.owner);
    const whole = await owner.tasks.listBoard(boardId);
    const pages: BoardTaskRow[][] = [];
    for await (const rows of owner.tasks.listBoardPages(boardId)) pages.push(rows);
    expect(pages.length).toBeGreaterThan(1);
    expect(
      pages
        .flat()
        .map((task) => task.id)
        .sort(),
    ).toEqual(whole.map((task) => task.id).sort());
    const statuses = [...new Set(whole.map((task) => task.status))];
    const received: BoardTaskRow[] = [];
    for (const page of pages) {
      received.push(...page);
      for (const status of statuses) {
        const column = whole.filter((task) => task.status === status).map((task) => task.id);
        const shown = received.filter((task) => task.status === status);
        // Every column has cards from the first page on, and always the top of the column.
        expect(shown.length).toBeGreaterThan(0);
        const inBoardOrder = column.filter((id) => shown.some((task) => task.id === id));
        expect(inBoardOrder).toEqual(column.slice(0, shown.length));
      }
    }
  });

  it('writes a first load into the cache page by page, keeping newer live rows', async () => {
    const owner = await signedIn(backend, DEMO.owner);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = tandemKeys.boardTasks(boardId);
    const whole = await owner.tasks.listBoard(boardId);
    const seen: { length: number; streaming: boolean }[] = [];
    let edited: Task | undefined;
    const stop = queryClient.getQueryCache().subscribe(() => {
      const held = queryClient.getQueryData<Task[]>(key);
      if (!held || seen.at(-1)?.length === held.length) return;
      seen.push({ length: held.length, streaming: isBoardStreaming(queryClient, boardId) });
      if (!edited && held.length < TASKS) {
        // A live change to a task of a later page, arriving before that page does.
        const later = whole.find((task) => !held.some((row) => row.id === task.id));
        if (later) {
          edited = { ...later, title: 'Changed while loading', version: later.version + 1 } as Task;
          writeTask(queryClient, edited);
        }
      }
    });
    const tasks = await queryClient.fetchQuery(tandemQueries(owner).tasks.board(boardId));
    stop();
    expect(seen[0]?.length).toBeLessThan(TASKS);
    expect(seen[0]?.streaming).toBe(true);
    expect(isBoardStreaming(queryClient, boardId)).toBe(false);
    expect(tasks).toHaveLength(TASKS);
    expect(tasks.map((task) => task.id)).toEqual(whole.map((task) => task.id));
    expect(edited).toBeDefined();
    expect(tasks.find((task) => task.id === edited?.id)?.title).toBe('Changed while loading');

    // A refetch replaces the list once, whole: never a partial list after a complete one.
    const lengths: number[] = [];
    const watch = queryClient.getQueryCache().subscribe(() => {
      lengths.push(queryClient.getQueryData<Task[]>(key)?.length ?? 0);
    });
    await queryClient.refetchQueries({ queryKey: key });
    watch();
    expect(lengths.every((length) => length === TASKS)).toBe(true);
  });

  // Last: it deletes one of the board's tasks.
  it("finds, when the board's channel joins, a task deleted from the board meanwhile", async () => {
    const owner = await signedIn(backend, DEMO.owner);
    const queryClient = new QueryClient();
    const tasks = await queryClient.fetchQuery(tandemQueries(owner).tasks.board(boardId));
    // The greatest id: on the last of the board's pages of ids, which are read in id order.
    const deleted = tasks
      .map((task) => task.id)
      .sort()
      .at(-1) as string;
    await owner.tasks.delete(deleted);
    const reported: string[] = [];
    const unbind = bindBoardToCache(queryClient, owner, boardId, {
      onTaskDeleted: (taskId) => reported.push(taskId),
    });
    try {
      await expect.poll(() => reported, { timeout: 30_000 }).toEqual([deleted]);
      const held = queryClient.getQueryData<Task[]>(tandemKeys.boardTasks(boardId)) ?? [];
      expect(held).toHaveLength(TASKS - 1);
      expect(held.some((task) => task.id === deleted)).toBe(false);
    } finally {
      unbind();
    }
  });
});
