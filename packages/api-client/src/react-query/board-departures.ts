import { type Task, taskSchema } from '@tandem/schemas';
import type { TandemClient } from '../client.js';
import type { SupabaseParts } from '../internal/context.js';
import { parseRows } from '../internal/validate.js';

/** Rows per request: PostgREST answers at most `max_rows` (1,000 on Supabase). */
const PAGE_ROWS = 1000;

/** Ids per `in.(…)` filter, which travels in the URL: a hundred keep it under 4 kB. */
const IDS_PER_REQUEST = 100;

/** What became of tasks held for a board that are no longer on it. */
export interface Departures {
  /** Moved to another board the caller can see: their rows as they are now. */
  moved: Task[];
  /** Deleted, or out of the caller's sight: their ids. */
  deleted: string[];
}

type From = SupabaseParts['from'];

/**
 * The ids of a board's tasks, `count` of them by the board's count, read in pages (a project
 * whose `max_rows` is lower answers shorter pages, and is read on until a page comes back empty).
 */
async function boardTaskIds(from: From, boardId: string, count: number): Promise<Set<string>> {
  const ids = new Set<string>();
  while (ids.size < count) {
    const { data, error } = await from('tasks')
      .select('id')
      .eq('board_id', boardId)
      .order('id')
      .range(ids.size, ids.size + PAGE_ROWS - 1);
    if (error) throw error;
    if (!data || data.length === 0) break;
    for (const row of data as { id: string }[]) ids.add(row.id);
  }
  return ids;
}

/** The rows of `ids` the caller can still see, a hundred ids per request. */
async function tasksById(from: From, ids: readonly string[]): Promise<Task[]> {
  const requests: Promise<unknown[]>[] = [];
  for (let at = 0; at < ids.length; at += IDS_PER_REQUEST) {
    const part = ids.slice(at, at + IDS_PER_REQUEST);
    requests.push(
      Promise.resolve(from('tasks').select('*').in('id', part)).then(({ data, error }) => {
        if (error) throw error;
        return data ?? [];
      }),
    );
  }
  return parseRows(taskSchema, (await Promise.all(requests)).flat());
}

/**
 * Which of the tasks held for board `boardId` left it while no realtime event could say so
 * (before its channel joined, or while it was away): deleted ones, and ones moved to another
 * board. Asked when the board's count, `onBoard`, is below the number held: the board's ids are
 * read, and only the missing ones are then looked up by id. A missing task found still on this
 * board (it arrived after the ids were read) has not left.
 */
export async function findDepartures(
  client: TandemClient,
  boardId: string,
  heldIds: readonly string[],
  onBoard: number,
): Promise<Departures> {
  const { from } = await client.supabase();
  const present = await boardTaskIds(from, boardId, onBoard);
  const missing = heldIds.filter((id) => !present.has(id));
  if (missing.length === 0) return { moved: [], deleted: [] };
  const found = await tasksById(from, missing);
  const seen = new Set(found.map((task) => task.id));
  return {
    moved: found.filter((task) => task.board_id !== boardId),
    deleted: missing.filter((id) => !seen.has(id)),
  };
}
