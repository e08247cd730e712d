import { engines, type TestBackend } from '@tandem/local-backend/testing';
import type { Board, Task } from '@tandem/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from './support/backend.js';
import { codeOf, createTeam, failure, type Team } from './support/data.js';

describe.each(engines)(
  'tasks.bulkUpdate, bulkRevert, bulkDelete and bulkRestore on %s',
  (engine) => {
    let backend: TestBackend;
    let team: Team;
    let board: Board;

    beforeAll(async () => {
      backend = await startBackend(engine);
      team = await createTeam(backend, 'bulk');
      board = await team.admin.client.boards.create({
        workspaceId: team.workspaceId,
        name: 'Bulk',
      });
    });
    afterAll(() => backend?.stop());

    const newTasks = async (count: number): Promise<Task[]> => {
      const tasks: Task[] = [];
      for (let i = 1; i <= count; i += 1) {
        tasks.push(
          await team.member.client.tasks.create({
            boardId: board.id,
            title: `Bulk ${i}`,
            status: 'todo',
          }),
        );
      }
      return tasks;
    };
    const read = async (tasks: Task[]) =>
      Promise.all(tasks.map((task) => team.viewer.client.tasks.get(task.id)));

    it('changes a batch in one call and puts it back with one revert', async () => {
      const tasks = await newTasks(3);
      const done = (await team.member.client.states.list(board.id)).find((s) => s.name === 'Done');
      const undo = await team.member.client.tasks.bulkUpdate({
        taskIds: tasks.map((task) => task.id),
        changes: {
          stateId: done?.id,
          priority: 'urgent',
          assigneeId: team.admin.id,
          addLabels: ['Ops'],
        },
      });
      expect(undo).toHaveLength(3);
      const changed = await read(tasks);
      expect(changed.map((t) => [t.status, t.priority, t.assignee_id, t.labels])).toEqual(
        tasks.map(() => ['done', 'urgent', team.admin.id, ['Ops']]),
      );

      const redo = await team.member.client.tasks.bulkRevert(undo);
      const reverted = await read(tasks);
      expect(
        reverted.map((t) => [t.state_id, t.position, t.priority, t.assignee_id, t.labels]),
      ).toEqual(tasks.map((t) => [t.state_id, t.position, t.priority, t.assignee_id, t.labels]));
      await team.member.client.tasks.bulkRevert(redo);
      expect((await read(tasks)).every((t) => t.status === 'done')).toBe(true);
    });

    it('leaves out of a revert the tasks someone changed since, keeping their change', async () => {
      const tasks = await newTasks(2);
      const undo = await team.member.client.tasks.bulkUpdate({
        taskIds: tasks.map((task) => task.id),
        changes: { priority: 'high' },
      });
      const [kept, undone] = tasks as [Task, Task];
      const current = await team.admin.client.tasks.get(kept.id);
      await team.admin.client.tasks.update({
        taskId: kept.id,
        changes: { priority: 'low' },
        expectedVersion: current.version,
      });

      const redo = await team.member.client.tasks.bulkRevert(undo);
      expect(redo.map((entry) => entry.id)).toEqual([undone.id]);
      expect((await read(tasks)).map((t) => t.priority)).toEqual(['low', undone.priority]);
    });

    it('refuses viewers and outsiders, and too many tasks before any request', async () => {
      const tasks = await newTasks(2);
      const input = { taskIds: tasks.map((t) => t.id), changes: { priority: 'low' as const } };
      expect(await codeOf(team.viewer.client.tasks.bulkUpdate(input))).toBe('data/forbidden');
      expect(await codeOf(team.outsider.client.tasks.bulkUpdate(input))).toBe('data/not-found');
      const tooMany = Array.from({ length: 501 }, () => crypto.randomUUID());
      const refused = await failure(
        team.member.client.tasks.bulkUpdate({ taskIds: tooMany, changes: { priority: 'low' } }),
      );
      expect(refused.code).toBe('task/bulk-too-large');
      expect(refused.message).toMatch(/^At most 500 tasks/);
      expect(await codeOf(team.member.client.tasks.bulkUpdate({ ...input, changes: {} }))).toBe(
        'data/invalid',
      );
    });

    it('deletes a batch for admins and restores it in one call', async () => {
      const tasks = await newTasks(3);
      const ids = tasks.map((t) => t.id);
      expect(await codeOf(team.member.client.tasks.bulkDelete(ids))).toBe('data/forbidden');
      expect((await team.admin.client.tasks.bulkDelete(ids)).sort()).toEqual([...ids].sort());
      expect(await codeOf(team.viewer.client.tasks.get(ids[0] as string))).toBe('data/not-found');
      const restored = await team.admin.client.tasks.bulkRestore(ids);
      expect(restored.map((t) => t.number).sort()).toEqual(tasks.map((t) => t.number).sort());
    });
  },
);
