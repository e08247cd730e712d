import {
  labelSchema,
  TASK_TITLE_MAX_LENGTH,
  type TaskPriority,
  type TaskStatus,
  taskPrioritySchema,
  taskStatusSchema,
  uuidSchema,
} from '@tandem/schemas';
import * as z from 'zod/mini';

/** The due-date filters of a board. */
export const DUE_FILTERS = ['overdue', 'today', 'week', 'none'] as const;

/** A due-date filter: one of {@link DUE_FILTERS}. */
export type DueFilter = (typeof DUE_FILTERS)[number];

/** The filters of a board (all optional; absent means "any"). Filters combine with AND. */
export interface TaskFilters {
  /** Tasks in any of these statuses. Default: every status. */
  status?: TaskStatus[];
  /** Tasks assigned to this user; `null` for unassigned tasks. Default: anyone or no one. */
  assigneeId?: string | null;
  /** Tasks carrying this label (exact match). Default: any labels. */
  label?: string;
  /** Tasks of any of these priorities. Default: every priority. */
  priority?: TaskPriority[];
  /**
   * By due date, judged by the client's local calendar day: `overdue` (due before today and
   * neither done nor canceled), `today`, `week` (due today or in the six days after), `none`
   * (no due date). Default: any.
   */
  due?: DueFilter;
  /**
   * Full-text search over title and description (web search syntax: `"exact phrase"`,
   * `-excluded`, `or`), English stemming. When present, results are ranked by relevance, title
   * matches first. Default: no text filter. Blank counts as absent.
   */
  query?: string;
}

/** Validates {@link TaskFilters}; applied before any request. */
export const taskFiltersSchema = z.object({
  status: z.optional(z.array(taskStatusSchema)),
  assigneeId: z.optional(z.nullable(uuidSchema)),
  label: z.optional(labelSchema),
  priority: z.optional(z.array(taskPrioritySchema)),
  due: z.optional(z.enum(DUE_FILTERS, { error: `Due must be one of ${DUE_FILTERS.join(', ')}` })),
  query: z.pipe(
    z.optional(
      z.string({ error: 'Search must be text' }).check(
        z.trim(),
        z.maxLength(TASK_TITLE_MAX_LENGTH, {
          error: `Search must be at most ${TASK_TITLE_MAX_LENGTH} characters`,
        }),
      ),
    ),
    z.transform((value: string | undefined) => value || undefined),
  ),
});
