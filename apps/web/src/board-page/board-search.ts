import { DUE_FILTERS } from '@tandem/api-client';
import { TASK_PRIORITIES, TASK_STATUSES, TASK_TITLE_MAX_LENGTH } from '@tandem/schemas';
import * as z from 'zod/mini';

/** The ways a board's tasks can be laid out; `board` is the default. */
export const BOARD_VIEWS = ['board', 'list', 'calendar'] as const;

/** One way to lay out a board's tasks. */
export type BoardView = (typeof BOARD_VIEWS)[number];

/**
 * What the list view can group by (the kit's `TASK_LIST_GROUPS`, written out so the route's
 * search schema, which every page loads, does not pull in the list).
 */
const LIST_GROUPS = ['state', 'assignee', 'priority'] as const;

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
  /**
   * Only these columns (the board's workflow states), by id: the Status filter's choice. A
   * link whose column is gone shows the board's other chosen columns, or none.
   */
  state: z.catch(z.optional(z.array(z.string().check(z.maxLength(64)))), undefined),
  /**
   * Only the columns of these built-in statuses: how links and saved views from before the
   * board's own columns filtered; still honoured, never written.
   */
  status: z.catch(z.optional(z.array(z.enum(TASK_STATUSES))), undefined),
  /** By due date. */
  due: z.catch(z.optional(z.enum(DUE_FILTERS)), undefined),
  /** Show the canceled column (last), as Linear keeps it out of the way by default. */
  canceled: z.catch(z.optional(z.boolean()), undefined),
  /** The number of the task open in the side panel. */
  task: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
  /** How the tasks are laid out: the board's columns (the default), a list or a calendar. */
  view: z.catch(z.optional(z.enum(BOARD_VIEWS)), undefined),
  /**
   * The list's order: a column, `-` first when descending ("-due"); board order without (and
   * for a column the list doesn't have).
   */
  sort: z.catch(z.optional(z.string().check(z.regex(/^-?[a-z]{1,16}$/))), undefined),
  /** What the list groups its rows by. */
  group: z.catch(z.optional(z.enum(LIST_GROUPS)), undefined),
  /**
   * The saved view the board shows, by id: it names the view (the Views menu shows it chosen,
   * and edited once the params differ). The params themselves are in the URL too, so a link
   * opens the same board for anyone, even one who cannot see the view.
   */
  saved: z.catch(z.optional(z.string().check(z.maxLength(64))), undefined),
  /**
   * Asks the board for its "new task" dialog (the command palette's "New task"); the board
   * opens it, if the caller may create tasks, and drops the param.
   */
  new: z.catch(z.optional(z.boolean()), undefined),
  /** The calendar's range: a month (default) or a week. */
  range: z.catch(z.optional(z.enum(['month', 'week'])), undefined),
  /** A day (`YYYY-MM-DD`) of the period the calendar shows; default today. */
  date: z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined),
});

/** The board's parsed search params. */
export type BoardSearch = z.infer<typeof boardSearchSchema>;

/** The search params that narrow the board (everything but the panel and the toggle). */
const FILTER_KEYS = ['q', 'assignee', 'label', 'priority', 'state', 'status', 'due'] as const;

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
  state: undefined,
  status: undefined,
  due: undefined,
};

/** Params a saved view never sets: the open task stays open when a view is applied. */
const KEPT_BY_VIEWS = new Set<string>(['task']);

/**
 * The change of the search params that shows a saved view: its params, validated again as any
 * link's are (a param the board no longer knows is dropped, one it gained since stays unset),
 * in place of every other param, and the view named by `saved`.
 */
export function searchOfView(view: { id: string; query: unknown }): Partial<BoardSearch> {
  const cleared = Object.fromEntries(
    Object.keys(boardSearchSchema.shape)
      .filter((key) => !KEPT_BY_VIEWS.has(key))
      .map((key) => [key, undefined]),
  );
  const { task: _task, new: _new, ...params } = boardSearchSchema.parse(view.query ?? {});
  return { ...cleared, ...params, saved: view.id };
}
