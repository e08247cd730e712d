import * as z from 'zod/mini';
import { labelColorSchema } from '../entities/workspace-label.js';
import { taskPrioritySchema } from '../enums.js';
import { dateSchema } from '../fields/columns.js';
import { labelSchema, labelsSchema } from '../fields/labels.js';
import { nullableTextSchema, requiredTextSchema } from '../fields/text.js';
import {
  BOARD_DESCRIPTION_MAX_LENGTH,
  BOARD_NAME_MAX_LENGTH,
  CHECKLIST_ITEM_TITLE_MAX_LENGTH,
  CHECKLIST_ITEMS_PER_TASK_MAX,
  COMMENT_BODY_MAX_LENGTH,
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_TITLE_MAX_LENGTH,
} from '../limits.js';
import {
  BOARD_STATE_NAME_MAX_LENGTH,
  stateColorSchema,
  wipLimitSchema,
} from '../states/board-state.js';
import { stateCategorySchema } from '../states/category.js';
import { IMPORT_STATES_MAX, IMPORT_TASKS_MAX } from './limits.js';

/** The name of the Tandem board format, as `format` of an export. */
export const BOARD_FORMAT = 'tandem.board';

const optionalText = (label: string, max: number) =>
  z.optional(z.nullable(nullableTextSchema(label, max)));

/** One column of an imported board. */
export const importStateSchema = z.object({
  name: requiredTextSchema('Column name', BOARD_STATE_NAME_MAX_LENGTH),
  category: stateCategorySchema,
  color: stateColorSchema,
  wip_limit: z.optional(z.nullable(wipLimitSchema)),
  wip_hard_limit: z.optional(z.boolean()),
});

/** A workspace label an import brings: created unless the workspace has one of that name. */
export const importLabelSchema = z.object({ name: labelSchema, color: labelColorSchema });

/** A comment of an imported task; who wrote it and when head its body unless it is the importer. */
export const importCommentSchema = z.object({
  body: requiredTextSchema('Comment', COMMENT_BODY_MAX_LENGTH),
  author_name: optionalText('Author', 200),
  author_email: optionalText('Author email', 254),
  created_at: z.optional(z.nullable(z.string())),
});

/** A task of an imported board; `state` is the index of its column in `states`. */
export const importTaskSchema = z.object({
  title: requiredTextSchema('Title', TASK_TITLE_MAX_LENGTH),
  description: optionalText('Description', TASK_DESCRIPTION_MAX_LENGTH),
  state: z.int().check(z.gte(0)),
  priority: z.optional(taskPrioritySchema),
  due_date: z.optional(z.nullable(dateSchema)),
  labels: z.optional(labelsSchema),
  /** Matched to a member of the workspace by email; no match leaves the task unassigned. */
  assignee_email: optionalText('Assignee email', 254),
  checklist: z.optional(
    z
      .array(
        z.object({
          title: requiredTextSchema('Checklist item', CHECKLIST_ITEM_TITLE_MAX_LENGTH),
          done: z.boolean(),
        }),
      )
      .check(z.maxLength(CHECKLIST_ITEMS_PER_TASK_MAX)),
  ),
  comments: z.optional(z.array(importCommentSchema)),
});

/**
 * A whole board in the Tandem board format: what `import_board` takes and `export_board`
 * writes (an export adds `format`, `version`, `exported_at` and task numbers, which an import
 * ignores). At most {@link IMPORT_STATES_MAX} states and {@link IMPORT_TASKS_MAX} tasks, each
 * task's `state` pointing at one of them.
 */
export const boardImportSchema = z
  .object({
    board: z.object({
      name: requiredTextSchema('Board name', BOARD_NAME_MAX_LENGTH),
      description: optionalText('Board description', BOARD_DESCRIPTION_MAX_LENGTH),
    }),
    states: z.array(importStateSchema).check(z.minLength(1), z.maxLength(IMPORT_STATES_MAX)),
    labels: z.array(importLabelSchema),
    tasks: z.array(importTaskSchema).check(z.maxLength(IMPORT_TASKS_MAX)),
  })
  .check(
    z.refine((board) => board.tasks.every((task) => task.state < board.states.length), {
      error: 'Every task must be in one of the board’s columns',
    }),
  );

/** A board ready to import (see {@link boardImportSchema}). */
export interface BoardImport extends z.infer<typeof boardImportSchema> {}

/** A task of a {@link BoardImport}. */
export type ImportTask = BoardImport['tasks'][number];

/** A column of a {@link BoardImport}. */
export type ImportState = BoardImport['states'][number];
