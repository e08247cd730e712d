import * as z from 'zod/mini';
import { slugSchema } from '../fields/slug.js';
import { requiredTextSchema } from '../fields/text.js';
import { WORKSPACE_NAME_MAX_LENGTH } from '../limits.js';

const workspaceNameSchema = requiredTextSchema('Name', WORKSPACE_NAME_MAX_LENGTH);

/** The "create workspace" form; the creator becomes its owner. */
export const createWorkspaceInputSchema = z.object({
  name: workspaceNameSchema,
  slug: slugSchema,
});

/** Parsed "create workspace" form. */
export interface CreateWorkspaceInput extends z.infer<typeof createWorkspaceInputSchema> {}

/** The workspace settings form (admin): rename or change the slug. Absent fields are kept. */
export const updateWorkspaceInputSchema = z.object({
  name: z.optional(workspaceNameSchema),
  slug: z.optional(slugSchema),
});

/** Parsed workspace settings form. */
export interface UpdateWorkspaceInput extends z.infer<typeof updateWorkspaceInputSchema> {}
