import { engines, type TestBackend } from '@tandem/local-backend/testing';
import type { Board, Task } from '@tandem/schemas';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindBoardToCache, tandemKeys, tandemQueries } from '../src/react-query/index.js';
import { startBackend } from './support/backend.js';
import { type Actor, adminSql, codeOf, createTeam, failure, type Team } from './support/data.js';

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

/** Loads `boardId` into a new cache as `actor` and binds it live; resolves once live. */
async function liveBoard(actor: Actor, boardId: string, unbinds: (() => void)[]) {
  const queryClient = new QueryClient();
  await queryClient.fetchQuery(tandemQueries(actor.client).tasks.board(boardId));
  await new Promise<void>((resolve) => {
    unbinds.push(
      bindBoardToCache(queryClient, actor.client, boardId, {
        onStatus: (state) => {
          if (state === 'live') resolve();
        },
      }),
    );
  });
  return queryClient;
}

describe.each(engines)('tasks.moveToBoard and tasks.restore on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;
  let roadmap: Board;
  let bugs: Board;
  const unbinds: (() => void)[] = [];

  beforeAll(async () => {
    backend = await startBackend(engine);
    team = await createTeam(backend, 'moves');
    [roadmap, bugs] = await Promise.all([
      team.admin.client.boards.create({ workspaceId: team.workspaceId, name: 'Roadmap' }),
      team.admin.client.boards.create({ workspaceId: team.workspaceId, name: 'Bugs' }),
    ]);
  });
  afterAll(() => {
    for (const unbind of unbinds) unbind();
    return backend?.stop();
  });

  const newTask = (title: string, boardId = roadmap.id) =>
    team.member.client.tasks.create({
      boardId: boardId,
      title,
      status: 'todo',
    });

  describe('moveToBoard', () => {
    it('moves a task to the bottom of its status on the other board, keeping number and comments', async () => {
      const already = await newTask('Already there', bugs.id);
      const task = await newTask('Moving over');
      await team.member.client.comments.create({ taskId: task.id, body: 'Comes along' });

      const moved = await team.member.client.tasks.moveToBoard({
        taskId: task.id,
        toBoardId: bugs.id,
        expectedVersion: task.version,
      });
      expect(moved).toMatchObject({ id: task.id, board_id: bugs.id, number: task.number });
      expect(moved.status).toBe('todo');
      expect(moved.version).toBe(task.version + 1);
      const bugsTodo = (await team.viewer.client.tasks.listBoard(bugs.id))
        .filter((t) => t.status === 'todo')
        .map((t) => t.id);
      expect(bugsTodo.slice(-2)).toEqual([already.id, task.id]);
      const roadmapTasks = await team.viewer.client.tasks.listBoard(roadmap.id);
      expect(roadmapTasks.some((t) => t.id === task.id)).toBe(false);
      const comments = await team.viewer.client.comments.list(task.id);
      expect(comments.items.map((c) => c.body)).toEqual(['Comes along']);
    });

    it('answers data/conflict with the current task, and the catalogue codes for refusals', async () => {
      const task = await newTask('Contested');
      const renamed = await team.owner.client.tasks.update({
        taskId: task.id,
        changes: { title: 'Renamed meanwhile' },
        expectedVersion: task.version,
      });
      const conflict = await failure(
        team.member.client.tasks.moveToBoard({
          taskId: task.id,
          toBoardId: bugs.id,
          expectedVersion: task.version,
        }),
      );
      expect(conflict.code).toBe('data/conflict');
      expect(conflict.current).toMatchObject({ id: task.id, version: renamed.version });

      const archived = await team.admin.client.boards.create({
        workspaceId: team.workspaceId,
        name: 'Old',
      });
      await team.admin.client.boards.archive(archived.id);
      const move = (actor: Actor, boardId: string) =>
        actor.client.tasks.moveToBoard({ taskId: task.id, toBoardId: boardId });
      expect(await codeOf(move(team.viewer, bugs.id))).toBe('data/forbidden');
      expect(await codeOf(move(team.outsider, bugs.id))).toBe('data/not-found');
      expect(await codeOf(move(team.member, archived.id))).toBe('data/invalid');
      expect(await codeOf(move(team.member, roadmap.id))).toBe('data/invalid');
      const elsewhere = await team.outsider.client.workspaces.create({
        name: 'Elsewhere',
        slug: `elsewhere-${Date.now().toString(36)}`,
      });
      const foreign = await team.outsider.client.boards.create({
        workspaceId: elsewhere.id,
        name: 'Foreign',
      });
      expect(await codeOf(move(team.member, foreign.id))).toBe('data/not-found');
      expect(await codeOf(move(team.member, 'not-a-uuid'))).toBe('data/invalid');
      expect((await team.member.client.tasks.get(task.id)).board_id).toBe(roadmap.id);
    });

    it("drops the task from the old board of another viewer's live cache and adds it to the new one", async () => {
      const task = await newTask('Leaving live');
      const [oldBoard, newBoard] = await Promise.all([
        liveBoard(team.viewer, roadmap.id, unbinds),
        liveBoard(team.viewer, bugs.id, unbinds),
      ]);
      await team.member.client.tasks.moveToBoard({ taskId: task.id, toBoardId: bugs.id });
      const left = await cacheSettles(oldBoard, roadmap.id, (list) =>
        list.every((t) => t.id !== task.id),
      );
      expect(left.some((t) => t.id === task.id)).toBe(false);
      const arrived = await cacheSettles(newBoard, bugs.id, (list) =>
        list.some((t) => t.id === task.id),
      );
      expect(arrived.find((t) => t.id === task.id)?.board_id).toBe(bugs.id);
    });
  });

  describe('restore', () => {
    it('brings a deleted task back with its comments and files, live for another viewer', async () => {
      const task = await newTask('Deleted by mistake');
      await team.member.client.comments.create({ taskId: task.id, body: 'Do not lose me' });
      const file = new TextEncoder().encode('the notes, byte for byte');
      const attachment = await team.member.client.attachments.upload({
        taskId: task.id,
        file,
        fileName: 'notes.txt',
      });
      const watcher = await liveBoard(team.viewer, roadmap.id, unbinds);
      await cacheSettles(watcher, roadmap.id, (list) => list.some((t) => t.id === task.id));

      await team.admin.client.tasks.delete(task.id);
      await cacheSettles(watcher, roadmap.id, (list) => list.every((t) => t.id !== task.id));
      expect(await codeOf(team.member.client.tasks.get(task.id))).toBe('data/not-found');
      // While deleted, nobody reaches its files.
      expect(await codeOf(team.member.client.attachments.downloadUrl(attachment))).toBe(
        'data/not-found',
      );

      const restored = await team.admin.client.tasks.restore(task.id);
      expect(restored).toMatchObject({ id: task.id, number: task.number, board_id: roadmap.id });
      const back = await cacheSettles(watcher, roadmap.id, (list) =>
        list.some((t) => t.id === task.id),
      );
      expect(back.find((t) => t.id === task.id)?.title).toBe('Deleted by mistake');
      const comments = await team.viewer.client.comments.list(task.id);
      expect(comments.items.map((c) => [c.body, c.author_id])).toEqual([
        ['Do not lose me', team.member.id],
      ]);
      const files = await team.viewer.client.attachments.list(task.id);
      expect(files.map((f) => [f.id, f.file_name])).toEqual([[attachment.id, 'notes.txt']]);
      const download = await fetch(await team.viewer.client.attachments.downloadUrl(attachment));
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(file);
      // Once only.
      expect(await codeOf(team.admin.client.tasks.restore(task.id))).toBe('data/not-found');
    });

    it('refuses members who did not delete it, viewers, outsiders and expired deletions', async () => {
      const task = await newTask('Gone');
      await team.admin.client.tasks.delete(task.id);
      expect(await codeOf(team.member.client.tasks.restore(task.id))).toBe('data/forbidden');
      expect(await codeOf(team.viewer.client.tasks.restore(task.id))).toBe('data/forbidden');
      expect(await codeOf(team.outsider.client.tasks.restore(task.id))).toBe('data/not-found');
      expect(await codeOf(team.member.client.tasks.restore('nope'))).toBe('data/invalid');
      await adminSql(
        backend,
        `update private.task_trash set restorable_until = now() - interval '1 second' where task_id = $1`,
        [task.id],
      );
      expect(await codeOf(team.admin.client.tasks.restore(task.id))).toBe('data/not-found');
    });
  });
});
