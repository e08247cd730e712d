import type { StateMove } from '../domain/schemas';
import type { BoardTask } from './board-task';
import type { BoardColumnSpec } from './column-spec';
import { sampleTasks } from './fixtures';

// Story data of a board shaped by its team: its own columns, one with a WIP limit.
// Not exported from the package.

/** A team's columns: "Ideas", "Ready", "Doing", "QA" (limit 2), "Shipped". */
export const teamColumns: BoardColumnSpec[] = [
  { id: 's-ideas', name: 'Ideas', category: 'backlog', status: 'backlog', color: '#8b5cf6' },
  { id: 's-ready', name: 'Ready', category: 'unstarted', status: 'todo', color: '#64748b' },
  { id: 's-doing', name: 'Doing', category: 'started', status: 'in_progress', color: '#2563eb' },
  { id: 's-qa', name: 'QA', category: 'started', color: '#d97706', wipLimit: 2 },
  { id: 's-shipped', name: 'Shipped', category: 'completed', status: 'done', color: '#16a34a' },
];

const stateOfStatus: Record<string, string> = {
  backlog: 's-ideas',
  todo: 's-ready',
  in_progress: 's-doing',
  in_review: 's-qa',
  done: 's-shipped',
};

/** The sample tasks placed in the team's columns; "In Review" ones are in QA, three of them. */
export const teamTasks: BoardTask[] = sampleTasks
  .filter((task) => task.status !== 'canceled')
  .map((task, index) => ({
    ...task,
    state_id: index === 0 ? 's-qa' : (stateOfStatus[task.status] ?? 's-ideas'),
  }));

/** `tasks` after a {@link StateMove}, as an app's optimistic update would show them. */
export function applyStateMove(
  tasks: ReadonlyArray<BoardTask>,
  { taskId, stateId, aboveId }: StateMove,
): BoardTask[] {
  const moving = tasks.find((task) => task.id === taskId);
  if (!moving) return [...tasks];
  const column = tasks
    .filter((task) => task.state_id === stateId && task.id !== taskId)
    .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
  const insertAt = aboveId ? column.findIndex((task) => task.id === aboveId) + 1 : 0;
  column.splice(insertAt, 0, { ...moving, state_id: stateId });
  const positions = new Map(
    column.map((task, index) => [task.id, `a${index.toString(36).padStart(4, '0')}`]),
  );
  return tasks.map((task) => {
    const position = positions.get(task.id);
    if (position === undefined) return task;
    return task.id === taskId ? { ...task, state_id: stateId, position } : { ...task, position };
  });
}
