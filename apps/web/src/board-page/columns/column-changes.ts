import type { StateUpdate } from '@tandem/api-client';
import type { BoardState } from '@tandem/schemas';
import type { ColumnValues } from '@tandem/ui/board';

type Changes = StateUpdate['changes'];

/** The fields an edit can change, and the columns of the state row that hold them. */
const EDITABLE = [
  ['name', 'name'],
  ['color', 'color'],
  ['wipLimit', 'wip_limit'],
  ['wipHardLimit', 'wip_hard_limit'],
] as const satisfies ReadonlyArray<readonly [keyof Changes & keyof ColumnValues, keyof BoardState]>;

/**
 * The edit that turns `state` into `values` (only what differs) and the one that puts it
 * back; `null` when nothing differs.
 */
export function stateChanges(
  state: BoardState,
  values: ColumnValues,
): { forward: Changes; backward: Changes } | null {
  const forward: Record<string, unknown> = {};
  const backward: Record<string, unknown> = {};
  for (const [field, column] of EDITABLE) {
    if (values[field] === state[column]) continue;
    forward[field] = values[field];
    backward[field] = state[column];
  }
  return Object.keys(forward).length > 0
    ? { forward: forward as Changes, backward: backward as Changes }
    : null;
}

/** What an edit did, said once: "Renamed QA to Quality", "Set the WIP limit of QA to 2". */
export function editDescription(before: BoardState, after: BoardState): string {
  const said: string[] = [];
  if (after.name !== before.name) said.push(`Renamed ${before.name} to ${after.name}`);
  if (after.color !== before.color) said.push(`Changed the colour of ${after.name}`);
  if (after.wip_limit !== before.wip_limit || after.wip_hard_limit !== before.wip_hard_limit) {
    said.push(
      after.wip_limit === null
        ? `Removed the WIP limit of ${after.name}`
        : `Set the ${after.wip_hard_limit ? 'hard ' : ''}WIP limit of ${after.name} to ${after.wip_limit}`,
    );
  }
  return said.length > 0 ? said.join('; ') : `Edited ${after.name}`;
}
