import { DUE_FILTERS } from '@tandem/api-client';
import { TASK_PRIORITIES, TASK_STATUSES, TASK_TITLE_MAX_LENGTH } from '@tandem/schemas';
import * as z from 'zod/mini';

/** The ways a board can lay out its tasks (`?view=`). */
export const BOARD_VIEWS = ['board', 'calendar'] as const;

/** `assignee=none`: tasks nobody is assigned to. */
export const UNASSIGNED = 'none';

/**
 * The board's URL search params: the filters and search (so a filtered view is a link), the
 * canceled column toggle and the open task. A malformed value is dropped rather than refused,
 * so an old or hand-edited link still opens the board.
 */
export const boardSearchSchema = z.object({
  /** Full-text search over titles and descriptions. */
  q: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(TASK_TITLE_MAX_LENGTH))), undefined),
  /** A member's user id, or {@link UNASSIGNED}. */
  assignee: z.catch(z.optional(z.string().check(z.maxLength(64))), undefined),
  /** One label, exactly. */
  label: z.catch(z.optional(z.string().check(z.maxLength(64))), undefined),
  /** Any of these priorities. */
  priority: z.catch(z.optional(z.array(z.enum(TASK_PRIORITIES))), undefined),
  /** Only these status columns. */
  status: z.catch(z.optional(z.array(z.enum(TASK_STATUSES))), undefined),
  /** By due date. */
  due: z.catch(z.optional(z.enum(DUE_FILTERS)), undefined),
  /** Show the canceled column (last), as Linear keeps it out of the way by default. */
  canceled: z.catch(z.optional(z.boolean()), undefined),
  /** The number of the task open in the side panel. */
  task: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
  /**
   * Asks the board for its "new task" dialog (the command palette's "New task"); the board
   * opens it, if the caller may create tasks, and drops the param.
   */
  new: z.catch(z.optional(z.boolean()), undefined),
  /** How the tasks are laid out: the board (default) or a calendar by due date. */
  view: z.catch(z.optional(z.enum(BOARD_VIEWS)), undefined),
  /** The calendar's range: a month (default) or a week. */
  range: z.catch(z.optional(z.enum(['month', 'week'])), undefined),
  /** A day (`YYYY-MM-DD`) of the period the calendar shows; default today. */
  date: z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined),
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
