import type { BoardTaskRow } from '@tandem/api-client';

/** Where a card is on a board of states: its state, the cards either side, and its rank. */
export interface StatePlace {
  stateId: string;
  aboveId: string | null;
  belowId: string | null;
  /** 1-based position in the state's column, and the column's length, for announcements. */
  index: number;
  count: number;
}

/** The place of `task` among `tasks`, in board order. */
export function statePlace(
  tasks: ReadonlyArray<BoardTaskRow>,
  task: Pick<BoardTaskRow, 'id' | 'state_id'>,
): StatePlace {
  const column = tasks
    .filter((other) => other.state_id === task.state_id)
    .sort((a, b) =>
      a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : 1,
    );
  const at = column.findIndex((other) => other.id === task.id);
  return {
    stateId: task.state_id,
    aboveId: column[at - 1]?.id ?? null,
    belowId: column[at + 1]?.id ?? null,
    index: at + 1,
    count: column.length,
  };
}

/** "In Progress, position 1 of 2", as the board's moves by status say it. */
export function statePlaceText(name: string, place: Pick<StatePlace, 'index' | 'count'>): string {
  return `${name}, position ${place.index} of ${place.count}`;
}
