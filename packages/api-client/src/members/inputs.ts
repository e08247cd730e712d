import { memberRoleSchema, uuidSchema } from '@tandem/schemas';
import * as z from 'zod/mini';

/** One member of one workspace. */
export const memberRefSchema = z.object({ workspaceId: uuidSchema, userId: uuidSchema });

/** A member to give a new role (viewer, member or admin; ownership moves by transfer). */
export const changeRoleInputSchema = z.extend(memberRefSchema, { role: memberRoleSchema });

/** The admin who becomes the owner of a workspace. */
export const transferOwnershipInputSchema = z.object({
  workspaceId: uuidSchema,
  newOwnerId: uuidSchema,
});

/** Which member, in which workspace: `{ workspaceId, userId }`. */
export interface MemberRef extends z.infer<typeof memberRefSchema> {}
/** A role change: `{ workspaceId, userId, role }`. */
export interface ChangeRoleInput extends z.infer<typeof changeRoleInputSchema> {}
/** An ownership transfer: `{ workspaceId, newOwnerId }`. */
export interface TransferOwnershipInput extends z.infer<typeof transferOwnershipInputSchema> {}
