import type { BoardState, TaskStatus } from '@tandem/schemas';
import { type BoardColumnSpec, columnStatus } from '@tandem/ui/board';
import type { BoardSearch } from '../board-search';

/** A workflow state as the kit's board draws it. */
export function toColumn(state: BoardState): BoardColumnSpec {
  return {
    id: state.id,
    name: state.name,
    category: state.category,
    status: state.status,
    color: state.color,
    wipLimit: state.wip_limit,
  };
}

/**
 * The board's columns the Status filter lets through: those `chosen` by id, or without a choice
 * those whose status is among `statuses` (the canceled ones only when asked for).
 */
export function shownColumns(
  states: ReadonlyArray<BoardState>,
  statuses: ReadonlyArray<TaskStatus>,
  chosen: ReadonlyArray<string> | undefined,
): BoardColumnSpec[] {
  const columns = states.map(toColumn);
  return chosen?.length
    ? columns.filter((column) => chosen.includes(column.id))
    : columns.filter((column) => statuses.includes(columnStatus(column)));
}

/**
 * The ids of the columns the Status filter has chosen: those of `state=`, or for a link or
 * saved view from before the board's own columns (`status=`), the columns of those statuses.
 */
export function chosenColumns(
  states: ReadonlyArray<BoardState>,
  search: Pick<BoardSearch, 'state' | 'status'>,
): string[] {
  if (search.state?.length) return search.state;
  const { status } = search;
  if (!status?.length) return [];
  return states.filter((state) => status.includes(columnStatus(toColumn(state)))).map((s) => s.id);
}
