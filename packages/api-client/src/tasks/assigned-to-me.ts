import {
  type Board,
  type BoardState,
  boardSchema,
  boardStateSchema,
  type Workspace,
  workspaceSchema,
} from '@tandem/schemas';
import * as z from 'zod/mini';
import type { ClientContext } from '../internal/context.js';
import { currentUserId } from '../internal/session.js';
import { unwrap } from '../internal/unwrap.js';
import { parseRows } from '../internal/validate.js';
import { BOARD_TASK_COLUMNS, type BoardTaskRow, boardTaskSchema } from './board-task.js';

/** A task assigned to the signed-in user, with the board and workspace it belongs to. */
export interface AssignedTask extends BoardTaskRow {
  /** Its board (id and name). */
  board: Pick<Board, 'id' | 'name'>;
  /** Its workspace (id, name and slug, for a link to the board). */
  workspace: Pick<Workspace, 'id' | 'name' | 'slug'>;
  /**
   * Its column: the board's workflow state it is in (`state_id`), by the name the board gives
   * it ("QA / Testing"), with the category and built-in status its icon is drawn from.
   */
  state: Pick<BoardState, 'id' | 'name' | 'category' | 'status'>;
}

const boardRowSchema = z.pick(boardSchema, { id: true, name: true, archived_at: true });
const workspaceRowSchema = z.pick(workspaceSchema, { id: true, name: true, slug: true });
const stateRowSchema = z.pick(boardStateSchema, {
  id: true,
  name: true,
  category: true,
  status: true,
});

/**
 * The open tasks (neither done nor canceled) assigned to the signed-in user on every active
 * board of every workspace they belong to: soonest due first, undated last, then by number.
 * Row-level security decides what is visible, so a workspace the user left drops out. Each
 * task comes with its board, workspace and column (state). Two round trips: the tasks, then
 * their boards, workspaces and states at once.
 */
export async function assignedToMe(context: ClientContext): Promise<AssignedTask[]> {
  const { supabase, reportInvalidRow } = context;
  const userId = await currentUserId(supabase);
  const rows =
    (await unwrap(
      supabase
        .from('tasks')
        .select(BOARD_TASK_COLUMNS)
        .eq('assignee_id', userId)
        .not('status', 'in', '(done,canceled)')
        .order('due_date', { ascending: true, nullsFirst: false })
        .order('number'),
    )) ?? [];
  const tasks = parseRows(boardTaskSchema, rows, reportInvalidRow);
  if (tasks.length === 0) return [];
  const boardIds = [...new Set(tasks.map((task) => task.board_id))];
  const workspaceIds = [...new Set(tasks.map((task) => task.workspace_id))];
  const stateIds = [...new Set(tasks.map((task) => task.state_id))];
  const [boardRows, workspaceRows, stateRows] = await Promise.all([
    unwrap(supabase.from('boards').select('id,name,archived_at').in('id', boardIds)),
    unwrap(supabase.from('workspaces').select('id,name,slug').in('id', workspaceIds)),
    unwrap(supabase.from('board_states').select('id,name,category,status').in('id', stateIds)),
  ]);
  const boards = new Map(
    parseRows(boardRowSchema, boardRows ?? [], reportInvalidRow)
      .filter((board) => board.archived_at === null)
      .map((board) => [board.id, { id: board.id, name: board.name }]),
  );
  const workspaces = new Map(
    parseRows(workspaceRowSchema, workspaceRows ?? [], reportInvalidRow).map((workspace) => [
      workspace.id,
      workspace,
    ]),
  );
  const states = new Map(
    parseRows(stateRowSchema, stateRows ?? [], reportInvalidRow).map((state) => [state.id, state]),
  );
  return tasks.flatMap((task) => {
    const board = boards.get(task.board_id);
    const workspace = workspaces.get(task.workspace_id);
    const state = states.get(task.state_id);
    // A state is read with its board (same visibility); one gone between the two reads (the
    // task moved meanwhile) leaves the task out until the next read, as a board gone does.
    return board && workspace && state ? [{ ...task, board, workspace, state }] : [];
  });
}
