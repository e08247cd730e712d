import { memberRoleSchema, uuidSchema } from '@tandem/schemas';
import { z } from 'zod';

/** One member of one workspace. */
export const memberRefSchema = z.object({ workspace_id: uuidSchema, user_id: uuidSchema });

/** A member to give a new role (viewer, member or admin; ownership moves by transfer). */
export const changeRoleInputSchema = memberRefSchema.extend({ role: memberRoleSchema });

/** The admin who becomes the owner of a workspace. */
export const transferOwnershipInputSchema = z.object({
  workspace_id: uuidSchema,
  new_owner_id: uuidSchema,
});

/** Which member, in which workspace: `{ workspace_id, user_id }`. */
export interface MemberRef extends z.infer<typeof memberRefSchema> {}
/** A role change: `{ workspace_id, user_id, role }`. */
export interface ChangeRoleInput extends z.infer<typeof changeRoleInputSchema> {}
/** An ownership transfer: `{ workspace_id, new_owner_id }`. */
export interface TransferOwnershipInput extends z.infer<typeof transferOwnershipInputSchema> {}
