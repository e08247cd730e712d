import * as z from 'zod/mini';
import { labelColorSchema } from '../entities/workspace-label.js';
import { uuidSchema } from '../fields/columns.js';
import { labelSchema } from '../fields/labels.js';

/** A new label of a workspace: its name and (grey unless given) its colour. */
export const createLabelInputSchema = z.object({
  workspace_id: uuidSchema,
  name: labelSchema,
  color: z.optional(labelColorSchema),
});

/** Parsed new label. */
export interface CreateLabelInput extends z.infer<typeof createLabelInputSchema> {}

/** A rename or recolour of a label; absent fields are kept. */
export const updateLabelInputSchema = z.object({
  name: z.optional(labelSchema),
  color: z.optional(labelColorSchema),
});

/** Parsed label edit. */
export interface UpdateLabelInput extends z.infer<typeof updateLabelInputSchema> {}
