import * as z from 'zod/mini';
import { timestampSchema, uuidSchema } from '../fields/columns.js';
import { textColumnSchema } from '../fields/text.js';
import { TASK_LABEL_MAX_LENGTH } from '../limits.js';

/** The colours a label can have, grey first (the colour of a label nobody has chosen one for). */
export const LABEL_COLORS = [
  'gray',
  'red',
  'orange',
  'amber',
  'green',
  'teal',
  'blue',
  'indigo',
  'purple',
  'pink',
] as const;

/** A label's colour: one of {@link LABEL_COLORS}. */
export type LabelColor = (typeof LABEL_COLORS)[number];

/** One of {@link LABEL_COLORS}. */
export const labelColorSchema = z.enum(LABEL_COLORS, { error: 'Not a label colour' });

/** A row of `public.workspace_labels`: one label of a workspace's set. */
export const workspaceLabelSchema = z.object({
  id: uuidSchema,
  workspace_id: uuidSchema,
  /** Unique in the workspace; tasks name it in their `labels`. */
  name: textColumnSchema('Label', 1, TASK_LABEL_MAX_LENGTH),
  color: labelColorSchema,
  /** Who added it; `null` for labels that joined the set from tasks, or a deleted account. */
  created_by: z.nullable(uuidSchema),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** A row of `public.workspace_labels`. */
export interface WorkspaceLabel extends z.infer<typeof workspaceLabelSchema> {}
