import type { Task } from '@tandem/schemas';

/** Where a task sits in its column: the column and the cards either side, when known. */
export interface ColumnPlace {
  stateId: string;
  aboveId: string | null;
  belowId: string | null;
}

type Placed = Pick<Task, 'id' | 'state_id' | 'position'>;

/**
 * The place of `task` in its column, from the board's task list when this tab holds it (so an
 * undo puts the card back where it was); otherwise only the column (an undo puts it at the
 * bottom).
 */
export function columnPlaceOf(tasks: readonly Placed[] | undefined, task: Placed): ColumnPlace {
  const column = (tasks ?? [])
    .filter((other) => other.state_id === task.state_id)
    .sort((a, b) =>
      a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : 1,
    );
  const at = column.findIndex((other) => other.id === task.id);
  if (at < 0) return { stateId: task.state_id, aboveId: null, belowId: null };
  return {
    stateId: task.state_id,
    aboveId: column[at - 1]?.id ?? null,
    belowId: column[at + 1]?.id ?? null,
  };
}
