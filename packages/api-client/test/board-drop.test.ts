import { engines, type TestBackend } from '@tandem/local-backend/testing';
import {
  boardMoveOf,
  type ColumnOrder,
  groupByStatus,
  reorderColumns,
  TASK_STATUSES,
  type TaskStatus,
} from '@tandem/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from './support/backend.js';
import { createTeam, type Team } from './support/data.js';

// The kit's `Board` reports a drop through `onMove` with what `boardMoveOf` returns; these tests
// send that object to `tasks.move` untouched and check the server put the card where it was
// dropped. The order rules are `@tandem/schemas`', which the kit uses too.
describe.each(engines)('a drop on the kit board, sent to tasks.move, on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;
  let boardId: string;
  /** Card ids by title. */
  const ids = new Map<string, string>();
  /** Card titles by id, to read orders back as titles. */
  const titles = new Map<string, string>();

  beforeAll(async () => {
    backend = await startBackend(engine);
    team = await createTeam(backend, 'drops');
    const board = await team.admin.client.boards.create({
      workspaceId: team.workspaceId,
      name: 'Drops',
    });
    boardId = board.id;
    // One by one, so each lands at the bottom of its column in this order.
    for (const [title, status] of [
      ['A', 'todo'],
      ['B', 'todo'],
      ['C', 'todo'],
      ['D', 'todo'],
      ['E', 'todo'],
      ['X', 'in_progress'],
      ['Y', 'in_progress'],
    ] as const) {
      const task = await team.member.client.tasks.create({ boardId, title, status });
      ids.set(title, task.id);
      titles.set(task.id, title);
    }
  });
  afterAll(() => backend?.stop());

  /** The board as the server orders it, as the kit groups it. */
  async function serverOrder(): Promise<ColumnOrder> {
    const tasks = await team.member.client.tasks.listBoard(boardId);
    return groupByStatus(tasks, TASK_STATUSES).order;
  }

  const named = (order: ColumnOrder, status: TaskStatus) =>
    order[status].map((id) => titles.get(id));

  /** Drops `title` at `index` of `status` as the board computes it, and sends the move as is. */
  async function drop(title: string, status: TaskStatus, index: number): Promise<ColumnOrder> {
    const before = await serverOrder();
    const dropped = reorderColumns(before, ids.get(title) as string, status, index);
    const move = boardMoveOf(before, dropped, ids.get(title) as string);
    expect(move).not.toBeNull();
    await team.member.client.tasks.move(move as NonNullable<typeof move>);
    return dropped;
  }

  it('lands a card dropped between two cards of its column between those two', async () => {
    // A B C D E: A dropped between C and D.
    const dropped = await drop('A', 'todo', 2);
    expect(named(dropped, 'todo')).toEqual(['B', 'C', 'A', 'D', 'E']);
    expect(await serverOrder()).toEqual(dropped);
  });

  it('lands a card dropped higher up, at the top and at the bottom of its column', async () => {
    // B C A D E: E dropped between B and C, then D to the top, then B to the bottom.
    expect(named(await drop('E', 'todo', 1), 'todo')).toEqual(['B', 'E', 'C', 'A', 'D']);
    expect(named(await drop('D', 'todo', 0), 'todo')).toEqual(['D', 'B', 'E', 'C', 'A']);
    const dropped = await drop('B', 'todo', 4);
    expect(named(dropped, 'todo')).toEqual(['D', 'E', 'C', 'A', 'B']);
    expect(await serverOrder()).toEqual(dropped);
  });

  it('lands a card dropped into another column between, above and below its cards', async () => {
    const between = await drop('C', 'in_progress', 1);
    expect(named(between, 'in_progress')).toEqual(['X', 'C', 'Y']);
    expect(await serverOrder()).toEqual(between);
    expect(named(await drop('A', 'in_progress', 0), 'in_progress')).toEqual(['A', 'X', 'C', 'Y']);
    const last = await drop('D', 'in_progress', 4);
    expect(named(last, 'in_progress')).toEqual(['A', 'X', 'C', 'Y', 'D']);
    expect(named(last, 'todo')).toEqual(['E', 'B']);
    expect(await serverOrder()).toEqual(last);
  });

  it('lands a card dropped into an empty column', async () => {
    const dropped = await drop('E', 'in_review', 0);
    expect(named(dropped, 'in_review')).toEqual(['E']);
    expect(await serverOrder()).toEqual(dropped);
  });
});
