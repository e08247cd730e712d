import type { BoardTaskRow, BoardViewer } from '@tandem/api-client';
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

/** The card made from each task row, kept while the row object lives. */
export type CardCache = WeakMap<BoardTaskRow, BoardTask>;

/** The board's cards with what they were made from, kept to be reused. */
export interface KeptCards {
  tasks: ReadonlyArray<BoardTaskRow>;
  people: ReadonlyMap<string, BoardPerson>;
  editors: ReadonlyMap<string, ReadonlyArray<BoardPerson>>;
  unsent: ReadonlySet<string>;
  cards: BoardTask[];
}

/**
 * The cards of the board: each task with its assignee's profile, its current editors, and
 * whether it holds a change not sent yet (`unsent`, by task id).
 *
 * A row that is the same object as before (the cache replaces only the rows that changed)
 * with the same assignee, editors and unsent mark keeps its card object, so memoised cards skip
 * re-rendering. While the people, editors and unsent ids are the same, a row at the same index
 * as in `kept` takes `kept`'s card with no look-up at all: a live edit of one task then looks
 * up one card, not one per task of the board.
 */
export function keepBoardTasks(
  kept: KeptCards | undefined,
  tasks: ReadonlyArray<BoardTaskRow>,
  people: ReadonlyMap<string, BoardPerson>,
  editors: ReadonlyMap<string, ReadonlyArray<BoardPerson>>,
  unsent: ReadonlySet<string>,
  cache: CardCache,
): KeptCards {
  const same =
    kept && kept.people === people && kept.editors === editors && kept.unsent === unsent
      ? kept
      : undefined;
  const cards = tasks.map((task, index) => {
    const card = same?.tasks[index] === task ? same.cards[index] : undefined;
    return card ?? cardOf(task, people, editors, unsent.has(task.id), cache);
  });
  return { tasks, people, editors, unsent, cards };
}

function cardOf(
  task: BoardTaskRow,
  people: ReadonlyMap<string, BoardPerson>,
  editors: ReadonlyMap<string, ReadonlyArray<BoardPerson>>,
  unsaved: boolean,
  cache: CardCache,
): BoardTask {
  const assignee = task.assignee_id ? (people.get(task.assignee_id) ?? null) : null;
  const editingBy = editors.get(task.id) ?? NOBODY;
  const before = cache.get(task);
  if (
    before &&
    before.assignee === assignee &&
    Boolean(before.unsaved) === unsaved &&
    sameEditors(before.editingBy ?? NOBODY, editingBy)
  ) {
    return before;
  }
  const card = { ...pickCard(task), assignee, editingBy, unsaved };
  cache.set(task, card);
  return card;
}

function pickCard(task: BoardTaskRow): Omit<BoardTask, 'assignee' | 'editingBy' | 'unsaved'> {
  return {
    id: task.id,
    number: task.number,
    title: task.title,
    status: task.status,
    state_id: task.state_id,
    priority: task.priority,
    due_date: task.due_date,
    labels: task.labels,
    position: task.position,
    checklistDone: task.checklist_done,
    checklistTotal: task.checklist_total,
    updated_at: task.updated_at,
  };
}

function sameEditors(a: ReadonlyArray<BoardPerson>, b: ReadonlyArray<BoardPerson>): boolean {
  // Nearly every card has nobody editing it: the same empty list, with no look inside.
  return (
    a === b || (a.length === b.length && a.every((person, index) => person.id === b[index]?.id))
  );
}
