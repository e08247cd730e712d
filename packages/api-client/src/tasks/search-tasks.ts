import { type Task, taskSchema } from '@tandem/schemas';
import * as z from 'zod/mini';
import type { ClientContext } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';
import { parseRow, validateInput } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';
import { TASK_COLUMNS } from './columns.js';
import { dueCondition } from './due-range.js';
import { type TaskFilters, taskFiltersSchema } from './filters.js';
import { prefixTsquery, taskNumberOf } from './search-query.js';
import { queryWords, rank } from './search-rank.js';

const rankedRowSchema = z.object({ search: z.string() });

/** A one-element Postgres array literal: quoted, so commas and braces in a label stay text. */
function arrayLiteral(value: string): string {
  return `{"${value.replace(/["\\]/g, (char) => `\\${char}`)}"}`;
}

/**
 * The tasks of a board that match `filters`, in one request. Without a text query they come
 * in board order (like `listBoard`); with one, by relevance (title matches first, then more
 * matches), ties in board order. The query matches words by their beginning ("redir" finds
 * "redirect") and takes `"phrases"`, `-excluded` words and `or`; `#12` finds task 12. Empty
 * `status` or `priority` lists filter nothing.
 *
 * @param now - the moment due-date filters are judged at (local calendar day). Default: the
 * current time.
 * @throws TandemError `data/invalid` with field errors for malformed filters, before any
 * request.
 */
export async function searchTasks(
  context: ClientContext,
  boardId: string,
  filters: TaskFilters = {},
  now: Date = new Date(),
): Promise<Task[]> {
  const id = validateId(boardId, 'boardId');
  const f = validateInput(taskFiltersSchema, filters);
  let query = context.supabase
    .from('tasks')
    .select(f.query ? `${TASK_COLUMNS},search` : TASK_COLUMNS)
    .eq('board_id', id);
  if (f.status?.length) query = query.in('status', f.status);
  if (f.priority?.length) query = query.in('priority', f.priority);
  if (f.assigneeId === null) query = query.is('assignee_id', null);
  else if (f.assigneeId) query = query.eq('assignee_id', f.assigneeId);
  if (f.label) query = query.filter('labels', 'cs', arrayLiteral(f.label));
  if (f.due) {
    const due = dueCondition(f.due, now);
    if (due.missing) query = query.is('due_date', null);
    if (due.from) query = query.gte('due_date', due.from);
    if (due.to) query = query.lte('due_date', due.to);
    if (due.openOnly) query = query.not('status', 'in', '(done,canceled)');
  }
  const number = f.query ? taskNumberOf(f.query) : null;
  if (number !== null) {
    query = query.eq('number', number);
  } else if (f.query) {
    const tsquery = prefixTsquery(f.query);
    // Only punctuation: nothing to look for, as a web search of it finds nothing.
    if (!tsquery) return [];
    query = query.textSearch('search', tsquery, { config: 'english' });
  }
  const rows = (await unwrap(query.order('status').order('position').order('id'))) ?? [];
  const tasks = rows.map((row) => parseRow(taskSchema, row));
  if (!f.query || number !== null) return tasks;
  const words = queryWords(f.query);
  const scores = rows.map((row) => rank(parseRow(rankedRowSchema, row).search, words));
  // Sorting indexes keeps the board order among equal scores (Array#sort is stable).
  return tasks
    .map((task, index) => ({ task, score: scores[index] ?? 0 }))
    .sort((a, b) => b.score - a.score)
    .map(({ task }) => task);
}
