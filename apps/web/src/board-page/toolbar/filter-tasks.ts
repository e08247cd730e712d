import type { BoardTaskRow, DueFilter } from '@tandem/api-client';
import { daysUntil } from '@tandem/ui/board';
import { type BoardSearch, UNASSIGNED } from '../board-search';

/** Whether a task's due date falls in a due filter, judged by the local calendar day. */
function matchesDue(task: BoardTaskRow, due: DueFilter, today: Date): boolean {
  if (due === 'none') return task.due_date === null;
  if (!task.due_date) return false;
  const days = daysUntil(task.due_date, today);
  if (due === 'overdue') return days < 0 && task.status !== 'done' && task.status !== 'canceled';
  if (due === 'today') return days === 0;
  return days >= 0 && days <= 6;
}

/**
 * The tasks the board's filters let through. Done here, over the live cached tasks, so a
 * filtered board stays live; only the text search needs the server (`matchIds`: the ids its
 * ranked search returned, or `null` without a search).
 */
export function filterTasks(
  tasks: ReadonlyArray<BoardTaskRow>,
  search: BoardSearch,
  matchIds: ReadonlySet<string> | null,
  today: Date = new Date(),
): ReadonlyArray<BoardTaskRow> {
  // Nothing to filter: the same array, so what is derived from it need not be rebuilt.
  const { assignee, label, priority, due, state } = search;
  if (!matchIds && !assignee && !label && !priority?.length && !due && !state?.length) {
    return tasks;
  }
  return tasks.filter((task) => {
    if (matchIds && !matchIds.has(task.id)) return false;
    if (state?.length && !state.includes(task.state_id)) return false;
    if (search.assignee) {
      const wanted = search.assignee === UNASSIGNED ? null : search.assignee;
      if (task.assignee_id !== wanted) return false;
    }
    if (search.label && !task.labels.includes(search.label)) return false;
    if (search.priority?.length && !search.priority.includes(task.priority)) return false;
    if (search.due && !matchesDue(task, search.due, today)) return false;
    return true;
  });
}
