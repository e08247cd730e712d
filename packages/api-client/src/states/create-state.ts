import {
  type BoardState,
  boardStateSchema,
  createBoardStateInputSchema,
  type StateCategory,
} from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { unwrapOne } from '../internal/unwrap.js';
import { parseRow, validateAsColumns } from '../internal/validate.js';
import { STATE_COLUMNS } from './columns.js';

/** A new workflow state, added before its board's done columns (a done one: at the end). */
export interface StateCreate {
  boardId: string;
  /** 1–40 characters, trimmed; unique on the board whatever its case. */
  name: string;
  /** What the column means; it never changes afterwards. */
  category: StateCategory;
  /** `#` and six lower-case hex digits. Default: grey. */
  color?: string;
  /** How many tasks the state should hold at most (1–999); `null` or absent: no limit. */
  wipLimit?: number | null;
  /** Whether a move past the limit is refused rather than warned about. Default `false`. */
  wipHardLimit?: boolean;
}

/**
 * Adds a workflow state to a board (admins and the owner): before the board's completed and
 * canceled columns, or, for a state of those categories, at the end.
 *
 * @throws TandemError `data/forbidden` for members and viewers; `data/not-found` for
 * non-members; `data/duplicate` for a name the board already has; `data/invalid` past 20
 * states, and with field errors before any request.
 */
export async function createState(context: ClientContext, input: StateCreate): Promise<BoardState> {
  const columns = validateAsColumns(createBoardStateInputSchema, input);
  // `workspace_id` (from the board) and `position` (before the done columns) are filled by the insert trigger;
  // the generated Insert type marks them required only because the columns are `not null`.
  const row = await unwrapOne(
    context.supabase
      .from('board_states')
      .insert(columns as typeof columns & { workspace_id: string; position: string })
      .select(STATE_COLUMNS),
  );
  return parseRow(boardStateSchema, row);
}
