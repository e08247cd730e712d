import * as z from 'zod/mini';
import { memberRoleSchema } from '../enums.js';
import { timestampSchema, uuidSchema } from '../fields/columns.js';

/** A row of `public.workspace_members`; the primary key is (`workspace_id`, `user_id`). */
export const workspaceMemberSchema = z.object({
  workspace_id: uuidSchema,
  user_id: uuidSchema,
  role: memberRoleSchema,
  joined_at: timestampSchema,
});

/** A row of `public.workspace_members`. */
export interface WorkspaceMember extends z.infer<typeof workspaceMemberSchema> {}
