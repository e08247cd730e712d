import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { type Board, TASK_STATUSES, type Task } from '@tandem/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from './support/backend.js';
import {
  ACME,
  type Actor,
  adminSql,
  codeOf,
  createTeam,
  demoActors,
  failure,
  type Team,
} from './support/data.js';

/** Task #1 of the seed has a fixed id. */
const SEEDED_TASK_1 = '00000000-0000-4000-e000-000000000001';

describe.each(engines)('tasks on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;
  let demo: { owner: Actor; member: Actor; viewer: Actor };
  let board: Board;

  beforeAll(async () => {
    backend = await startBackend(engine);
    [team, demo] = await Promise.all([createTeam(backend, 'tasks'), demoActors(backend)]);
    board = await team.admin.client.boards.create({ workspaceId: team.workspaceId, name: 'Work' });
  });
  afterAll(() => backend?.stop());

  const newTask = (
    title: string,
    fields: Partial<Parameters<Actor['client']['tasks']['create']>[0]> = {},
  ) =>
    team.member.client.tasks.create({
      boardId: board.id,
      title,
      ...fields,
    });

  describe('listBoard', () => {
    it('loads every task of a board in board order, with only the columns a card needs', async () => {
      const tasks = await demo.viewer.client.tasks.listBoard(ACME.roadmapBoardId);
      const [{ count }] = (await adminSql<{ count: number }>(
        backend,
        'select count(*)::int as count from public.tasks where board_id = $1',
        [ACME.roadmapBoardId],
      )) as [{ count: number }];
      expect(tasks).toHaveLength(count);
      expect(new Set(tasks.map((t) => t.status)).size).toBeGreaterThan(2);
      const rank = (task: Task) => TASK_STATUSES.indexOf(task.status);
      for (let i = 1; i < tasks.length; i += 1) {
        const [a, b] = [tasks[i - 1] as Task, tasks[i] as Task];
        expect(rank(a) < rank(b) || (rank(a) === rank(b) && a.position < b.position)).toBe(true);
      }
      expect(Object.keys(tasks[0] as object)).not.toContain('search');
      // The description is the task view's: the board's list leaves it out.
      expect(Object.keys(tasks[0] as object)).not.toContain('description');
      expect(Object.keys(tasks[0] as object)).toEqual(
        expect.arrayContaining(['id', 'title', 'status', 'position', 'version', 'updated_at']),
      );
    });

    it('shows a non-member no tasks', async () => {
      expect(await team.outsider.client.tasks.listBoard(ACME.roadmapBoardId)).toEqual([]);
    });
  });

  describe('get and getByNumber', () => {
    it('finds a task by id and by its number in the workspace', async () => {
      const byNumber = await demo.viewer.client.tasks.getByNumber({
        workspaceId: ACME.workspaceId,
        number: 1,
      });
      expect(byNumber.id).toBe(SEEDED_TASK_1);
      expect(await demo.member.client.tasks.get(SEEDED_TASK_1)).toEqual(byNumber);
    });

    it('answers data/not-found to non-members and for missing tasks', async () => {
      expect(await failure(team.outsider.client.tasks.get(SEEDED_TASK_1))).toMatchObject({
        code: 'data/not-found',
        status: 404,
      });
      expect(
        await codeOf(
          team.outsider.client.tasks.getByNumber({ workspaceId: ACME.workspaceId, number: 1 }),
        ),
      ).toBe('data/not-found');
      expect(
        await codeOf(
          demo.owner.client.tasks.getByNumber({ workspaceId: ACME.workspaceId, number: 99_999 }),
        ),
      ).toBe('data/not-found');
    });

    it('refuses a bad number or id before any request', async () => {
      const error = await failure(
        demo.owner.client.tasks.getByNumber({ workspaceId: ACME.workspaceId, number: 1.5 }),
      );
      expect(error.code).toBe('data/invalid');
      expect(error.fieldErrors.number).toBeDefined();
      expect(await codeOf(demo.owner.client.tasks.get('42'))).toBe('data/invalid');
    });
  });

  describe('create', () => {
    it('lets a member create a task: numbered, at the end of its column, with defaults', async () => {
      const first = await newTask('  First  ');
      const second = await newTask('Second', {
        labels: ['api', ' ui '],
        assigneeId: team.viewer.id,
        priority: 'high',
      });
      expect(first).toMatchObject({
        title: 'First',
        status: 'backlog',
        priority: 'none',
        description: null,
        labels: [],
        version: 1,
        created_by: team.member.id,
        workspace_id: team.workspaceId,
      });
      expect(second.number).toBe(first.number + 1);
      expect(second.position > first.position).toBe(true);
      expect(second).toMatchObject({ labels: ['api', 'ui'], assignee_id: team.viewer.id });
    });

    it('refuses viewers with data/forbidden (403), and non-members with data/not-found', async () => {
      const create = (actor: Actor) =>
        failure(
          actor.client.tasks.create({
            boardId: board.id,
            title: 'Nope',
          }),
        );
      const refused = await create(team.viewer);
      expect(refused).toMatchObject({ code: 'data/forbidden', status: 403 });
      expect(refused.cause).toBeDefined();
      // The board is hidden from them: it answers as a missing one would, a foreign-key
      // violation (23503), which PostgREST sends as 409; the status is the response's own.
      const hidden = await create(team.outsider);
      expect(hidden).toMatchObject({ code: 'data/not-found', status: 409 });
      const missing = await failure(
        team.member.client.tasks.create({
          boardId: crypto.randomUUID(),
          title: 'Nowhere',
        }),
      );
      expect(missing).toMatchObject({ code: 'data/not-found', status: 409 });
      expect(hidden.cause).toBeDefined();
    });

    it('refuses invalid input with field errors before any request, and database rules', async () => {
      const error = await failure(
        newTask('', {
          labels: Array.from({ length: 11 }, (_, i) => `l${i}`),
          dueDate: '2026-02-30',
        }),
      );
      expect(error.code).toBe('data/invalid');
      expect(Object.keys(error.fieldErrors).sort()).toEqual(['dueDate', 'labels', 'title']);
      // Refused before any request: no HTTP answer applies.
      expect(error.status).toBeNull();
      const stranger = await failure(newTask('Assigned away', { assigneeId: team.outsider.id }));
      expect(stranger.code).toBe('data/invalid');
      expect(stranger.message).toBe('The assignee must be a member of the workspace.');
    });
  });

  describe('update', () => {
    it('edits a task at its version and returns the new version', async () => {
      const task = await newTask('Editable');
      const updated = await team.member.client.tasks.update({
        taskId: task.id,
        changes: { title: 'Edited', description: 'Now with details', dueDate: '2030-01-31' },
        expectedVersion: task.version,
      });
      expect(updated).toMatchObject({
        id: task.id,
        title: 'Edited',
        description: 'Now with details',
        due_date: '2030-01-31',
        version: task.version + 1,
      });
      const cleared = await team.admin.client.tasks.update({
        taskId: task.id,
        changes: { description: null, dueDate: null },
        expectedVersion: updated.version,
      });
      expect(cleared).toMatchObject({ description: null, due_date: null });
    });

    it('refuses the second of two edits of the same version with data/conflict and the current task', async () => {
      const task = await newTask('Contested');
      const winner = await team.member.client.tasks.update({
        taskId: task.id,
        changes: { title: 'Mine' },
        expectedVersion: task.version,
      });
      const error = await failure(
        team.admin.client.tasks.update({
          taskId: task.id,
          changes: { title: 'Theirs' },
          expectedVersion: task.version,
        }),
      );
      expect(error).toMatchObject({ code: 'data/conflict', status: 409 });
      expect(error.current).toEqual(winner);
      expect((await team.admin.client.tasks.get(task.id)).title).toBe('Mine');
      // A stale empty edit is a conflict too; a current one returns the task unchanged.
      expect(
        await codeOf(
          team.admin.client.tasks.update({ taskId: task.id, changes: {}, expectedVersion: 1 }),
        ),
      ).toBe('data/conflict');
      expect(
        await team.admin.client.tasks.update({
          taskId: task.id,
          changes: {},
          expectedVersion: winner.version,
        }),
      ).toEqual(winner);
    });

    it('refuses viewers with data/forbidden and non-members with data/not-found', async () => {
      const task = await newTask('Guarded');
      const edit = { changes: { title: 'Hijacked' }, expectedVersion: task.version };
      expect(
        await failure(team.viewer.client.tasks.update({ taskId: task.id, ...edit })),
      ).toMatchObject({
        code: 'data/forbidden',
        status: 403,
      });
      expect(
        await failure(team.outsider.client.tasks.update({ taskId: task.id, ...edit })),
      ).toMatchObject({
        code: 'data/not-found',
        status: 404,
      });
      expect(
        await codeOf(team.member.client.tasks.update({ taskId: crypto.randomUUID(), ...edit })),
      ).toBe('data/not-found');
      expect((await team.member.client.tasks.get(task.id)).version).toBe(task.version);
    });

    it('refuses a viewer with data/forbidden before comparing versions, stale or not', async () => {
      const task = await newTask('Moving on');
      const edited = await team.member.client.tasks.update({
        taskId: task.id,
        changes: { title: 'Moved on' },
        expectedVersion: task.version,
      });
      const stale = await failure(
        team.viewer.client.tasks.update({
          taskId: task.id,
          changes: { title: 'Hijacked' },
          expectedVersion: task.version,
        }),
      );
      expect(stale).toMatchObject({ code: 'data/forbidden', status: 403, current: undefined });
      const ahead = await failure(
        team.viewer.client.tasks.update({
          taskId: task.id,
          changes: { title: 'No' },
          expectedVersion: edited.version + 5,
        }),
      );
      expect(ahead).toMatchObject({ code: 'data/forbidden', status: 403 });
      // A member with the same stale version is offered the conflict, as before.
      expect(
        await failure(
          team.member.client.tasks.update({
            taskId: task.id,
            changes: { title: 'Mine' },
            expectedVersion: task.version,
          }),
        ),
      ).toMatchObject({ code: 'data/conflict', status: 409, current: edited });
      expect(await team.member.client.tasks.get(task.id)).toEqual(edited);
    });

    it('refuses an illegal status change as data/invalid', async () => {
      const task = await newTask('Canceled', { status: 'canceled' });
      const error = await failure(
        team.member.client.tasks.update({
          taskId: task.id,
          changes: { status: 'done' },
          expectedVersion: task.version,
        }),
      );
      expect(error.code).toBe('data/invalid');
      expect(error.message).toBe('A task cannot go from canceled to done.');
    });
  });

  describe('move', () => {
    it('moves a task between two cards of another column, and reorders within one', async () => {
      const [a, b, moving] = [
        await newTask('A', { status: 'todo' }),
        await newTask('B', { status: 'todo' }),
        await newTask('Moving'),
      ];
      const moved = await team.member.client.tasks.move({
        taskId: moving.id,
        toStatus: 'todo',
        aboveId: a.id,
        belowId: b.id,
        expectedVersion: moving.version,
      });
      expect(moved).toMatchObject({ status: 'todo', version: moving.version + 1 });
      expect(moved.position > a.position && moved.position < b.position).toBe(true);
      const todo = (await team.viewer.client.tasks.listBoard(board.id)).filter(
        (t) => t.status === 'todo',
      );
      expect(todo.map((t) => t.title).slice(-3)).toEqual(['A', 'Moving', 'B']);
      const toEnd = await team.member.client.tasks.move({ taskId: a.id, toStatus: 'todo' });
      expect(toEnd.position > b.position).toBe(true);
      const done = await team.member.client.tasks.move({ taskId: b.id, toStatus: 'done' });
      expect(done.completed_at).not.toBeNull();
    });

    it('refuses a stale expected_version with data/conflict and the current task', async () => {
      const task = await newTask('Dragged');
      const edited = await team.admin.client.tasks.update({
        taskId: task.id,
        changes: { priority: 'urgent' },
        expectedVersion: task.version,
      });
      const error = await failure(
        team.member.client.tasks.move({
          taskId: task.id,
          toStatus: 'in_progress',
          expectedVersion: task.version,
        }),
      );
      expect(error.code).toBe('data/conflict');
      expect(error.current).toEqual(edited);
    });

    it('refuses canceled → done as data/invalid, viewers with data/forbidden, non-members with data/not-found', async () => {
      const task = await newTask('Stopped', { status: 'canceled' });
      const error = await failure(
        team.member.client.tasks.move({ taskId: task.id, toStatus: 'done' }),
      );
      expect(error.code).toBe('data/invalid');
      expect(error.message).toMatch(/canceled to done/);
      const refused = await failure(
        team.viewer.client.tasks.move({ taskId: task.id, toStatus: 'todo' }),
      );
      expect(refused).toMatchObject({ code: 'data/forbidden', status: 403 });
      expect(refused.cause).toBeDefined();
      const stale = await failure(
        team.viewer.client.tasks.move({ taskId: task.id, toStatus: 'todo', expectedVersion: 0 }),
      );
      expect(stale).toMatchObject({ code: 'data/forbidden', status: 403 });
      const hidden = await failure(
        team.outsider.client.tasks.move({ taskId: task.id, toStatus: 'todo' }),
      );
      expect(hidden).toMatchObject({ code: 'data/not-found', status: 404 });
      expect(hidden.cause).toBeDefined();
      expect(
        await codeOf(
          team.member.client.tasks.move({ taskId: task.id, toStatus: 'finished' as 'done' }),
        ),
      ).toBe('data/invalid');
      expect((await team.member.client.tasks.get(task.id)).status).toBe('canceled');
    });
  });

  describe('delete', () => {
    it('lets admins delete; members and viewers get data/forbidden, non-members data/not-found', async () => {
      const task = await newTask('Doomed');
      for (const actor of [team.member, team.viewer]) {
        expect(await failure(actor.client.tasks.delete(task.id))).toMatchObject({
          code: 'data/forbidden',
          status: 403,
        });
      }
      expect(await failure(team.outsider.client.tasks.delete(task.id))).toMatchObject({
        code: 'data/not-found',
        status: 404,
      });
      await team.admin.client.tasks.delete(task.id);
      expect(await codeOf(team.member.client.tasks.get(task.id))).toBe('data/not-found');
      expect(await codeOf(team.owner.client.tasks.delete(task.id))).toBe('data/not-found');
    });
  });
});
