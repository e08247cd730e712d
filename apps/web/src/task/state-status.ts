import type { BoardState } from '@tandem/schemas';
import { columnStatus } from '@tandem/ui/board';

/** The status a state's tasks have, for its icon. */
export function stateStatus(state: BoardState) {
  return columnStatus({ ...state, wipLimit: state.wip_limit });
}
