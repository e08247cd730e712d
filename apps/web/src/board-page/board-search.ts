import { DUE_FILTERS } from '@tandem/api-client';
import { TASK_PRIORITIES, TASK_STATUSES, TASK_TITLE_MAX_LENGTH } from '@tandem/schemas';
import { z } from 'zod';

/** `assignee=none`: tasks nobody is assigned to. */
export const UNASSIGNED = 'none';

/**
 * The board's URL search params: the filters and search (so a filtered view is a link), the
 * canceled column toggle and the open task. A malformed value is dropped rather than refused,
 * so an old or hand-edited link still opens the board.
 */
export const boardSearchSchema = z.object({
  /** Full-text search over titles and descriptions. */
  q: z.string().trim().max(TASK_TITLE_MAX_LENGTH).optional().catch(undefined),
  /** A member's user id, or {@link UNASSIGNED}. */
  assignee: z.string().max(64).optional().catch(undefined),
  /** One label, exactly. */
  label: z.string().max(64).optional().catch(undefined),
  /** Any of these priorities. */
  priority: z.array(z.enum(TASK_PRIORITIES)).optional().catch(undefined),
  /** Only these status columns. */
  status: z.array(z.enum(TASK_STATUSES)).optional().catch(undefined),
  /** By due date. */
  due: z.enum(DUE_FILTERS).optional().catch(undefined),
  /** Show the canceled column (last), as Linear keeps it out of the way by default. */
  canceled: z.boolean().optional().catch(undefined),
  /** The number of the task open in the side panel. */
  task: z.coerce.number().int().positive().optional().catch(undefined),
  /**
   * Asks the board for its "new task" dialog (the command palette's "New task"); the board
   * opens it, if the caller may create tasks, and drops the param.
   */
  new: z.boolean().optional().catch(undefined),
});

/** The board's parsed search params. */
export type BoardSearch = z.infer<typeof boardSearchSchema>;

/** The search params that narrow the board (everything but the panel and the toggle). */
export const FILTER_KEYS = ['q', 'assignee', 'label', 'priority', 'status', 'due'] as const;

/** Whether any filter or search narrows the board. */
export function isFiltered(search: BoardSearch): boolean {
  return FILTER_KEYS.some((key) => {
    const value = search[key];
    return Array.isArray(value) ? value.length > 0 : Boolean(value);
  });
}

/** A change of the search params that clears every filter and the search. */
export const NO_FILTERS: Partial<BoardSearch> = {
  q: undefined,
  assignee: undefined,
  label: undefined,
  priority: undefined,
  status: undefined,
  due: undefined,
};
