import type { BoardViewer, BoardTaskRow as Task } from '@tandem/api-client';
import type { BoardPerson, BoardTask } from '@tandem/ui/board';

/**
 * Who is editing which task, from the board's presence: everyone but the current user, whose
 * own open panel needs no mark.
 */
export function editorsByTask(
  viewers: ReadonlyArray<BoardViewer>,
  people: ReadonlyMap<string, BoardPerson>,
  selfId: string | undefined,
  avatarUrl: (path: string | null) => string | null,
): Map<string, BoardPerson[]> {
  const editors = new Map<string, BoardPerson[]>();
  for (const viewer of viewers) {
    if (!viewer.editingTaskId || viewer.userId === selfId) continue;
    const person = people.get(viewer.userId) ?? {
      id: viewer.userId,
      name: viewer.displayName,
      avatarUrl: avatarUrl(viewer.avatarPath),
    };
    editors.set(viewer.editingTaskId, [...(editors.get(viewer.editingTaskId) ?? []), person]);
  }
  return editors;
}

const NOBODY: ReadonlyArray<BoardPerson> = [];

/**
 * The cards of the board: each task with its assignee's profile and its current editors. A
 * task whose assignee and editors did not change keeps the same object, so memoised cards
 * skip re-rendering.
 */
export function toBoardTasks(
  tasks: ReadonlyArray<Task>,
  people: ReadonlyMap<string, BoardPerson>,
  editors: ReadonlyMap<string, ReadonlyArray<BoardPerson>>,
  previous: ReadonlyMap<string, BoardTask>,
): BoardTask[] {
  return tasks.map((task) => {
    const assignee = task.assignee_id ? (people.get(task.assignee_id) ?? null) : null;
    const editingBy = editors.get(task.id) ?? NOBODY;
    const before = previous.get(task.id) as (BoardTask & { source?: Task }) | undefined;
    if (
      before &&
      before.source === task &&
      before.assignee === assignee &&
      sameEditors(before.editingBy ?? NOBODY, editingBy)
    ) {
      return before;
    }
    return Object.assign(
      { ...pickCard(task), assignee, editingBy },
      // Kept alongside, not shown: lets the next pass tell whether the row changed.
      { source: task },
    );
  });
}

function pickCard(task: Task): Omit<BoardTask, 'assignee' | 'editingBy'> {
  return {
    id: task.id,
    number: task.number,
    title: task.title,
    status: task.status,
    priority: task.priority,
    due_date: task.due_date,
    labels: task.labels,
    position: task.position,
  };
}

function sameEditors(a: ReadonlyArray<BoardPerson>, b: ReadonlyArray<BoardPerson>): boolean {
  return a.length === b.length && a.every((person, index) => person.id === b[index]?.id);
}
