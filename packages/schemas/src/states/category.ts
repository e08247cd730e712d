import * as z from 'zod/mini';
import type { TaskStatus } from '../enums.js';

/**
 * The category of a workflow state, in board order (Linear's model): what a column means
 * whatever its name — not started yet (`backlog`, `unstarted`), under way (`started`),
 * finished (`completed`) or dropped (`canceled`).
 */
export const STATE_CATEGORIES = [
  'backlog',
  'unstarted',
  'started',
  'completed',
  'canceled',
] as const;

/** A workflow state's category: one of {@link STATE_CATEGORIES}. */
export type StateCategory = (typeof STATE_CATEGORIES)[number];

/** Validates a {@link StateCategory}. */
export const stateCategorySchema = z.enum(STATE_CATEGORIES, {
  error: `Category must be one of ${STATE_CATEGORIES.join(', ')}`,
});

/** The category each of the six built-in statuses belongs to. */
export const STATUS_CATEGORY: Readonly<Record<TaskStatus, StateCategory>> = {
  backlog: 'backlog',
  todo: 'unstarted',
  in_progress: 'started',
  in_review: 'started',
  done: 'completed',
  canceled: 'canceled',
};

/**
 * The status a task reports while it is in a state of each category that stands for no
 * status of its own (a state added to a board): the database keeps `tasks.status` so.
 */
export const CATEGORY_STATUS: Readonly<Record<StateCategory, TaskStatus>> = {
  backlog: 'backlog',
  unstarted: 'todo',
  started: 'in_progress',
  completed: 'done',
  canceled: 'canceled',
};

const OPEN = ['backlog', 'unstarted', 'started', 'completed'] as const;

/**
 * The status transitions of `TASK_STATUS_TRANSITIONS`, generalised to categories: any move
 * among the non-canceled categories, any category to `canceled`, and `canceled` back to
 * `unstarted` only (reopen). Staying in the category is always allowed.
 */
export const STATE_CATEGORY_TRANSITIONS: Readonly<Record<StateCategory, readonly StateCategory[]>> =
  {
    backlog: [...OPEN, 'canceled'],
    unstarted: [...OPEN, 'canceled'],
    started: [...OPEN, 'canceled'],
    completed: [...OPEN, 'canceled'],
    canceled: ['unstarted', 'canceled'],
  };

/**
 * Whether a task may move from a state of category `from` to one of category `to`; see
 * {@link STATE_CATEGORY_TRANSITIONS}. An unknown category never transitions.
 *
 * @param from - the category of the task's current state.
 * @param to - the category of the state it would move to.
 */
export function canTransitionCategory(from: StateCategory, to: StateCategory): boolean {
  return Object.hasOwn(STATE_CATEGORY_TRANSITIONS, from)
    ? STATE_CATEGORY_TRANSITIONS[from].includes(to)
    : false;
}
