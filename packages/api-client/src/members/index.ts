import type { WorkspaceMember } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { changeRole } from './change-role.js';
import type { ChangeRoleInput, MemberRef, TransferOwnershipInput } from './inputs.js';
import { leaveWorkspace } from './leave-workspace.js';
import type { MemberWithProfile } from './list-members.js';
import { listMembers } from './list-members.js';
import { removeMember } from './remove-member.js';
import { transferOwnership } from './transfer-ownership.js';

export type { ChangeRoleInput, MemberRef, TransferOwnershipInput } from './inputs.js';
export type { MemberWithProfile } from './list-members.js';

/** The `members` namespace of the client. */
export interface MembersApi {
  /** Members with their profiles: the owner first, then by display name. */
  list(workspaceId: string): Promise<MemberWithProfile[]>;
  /** Gives a member another role below owner (admins and the owner). */
  changeRole(input: ChangeRoleInput): Promise<WorkspaceMember>;
  /** Removes a member (admins and the owner; never the owner). */
  remove(input: MemberRef): Promise<void>;
  /** Leaves a workspace (anyone but the owner). */
  leave(workspaceId: string): Promise<void>;
  /** Makes an admin the owner; the caller (the owner) becomes an admin. */
  transferOwnership(input: TransferOwnershipInput): Promise<void>;
}

/** Builds the `members` namespace over the shared client context. */
export function createMembersApi(context: ClientContext): MembersApi {
  return {
    list: (workspaceId: string) => listMembers(context, workspaceId),
    changeRole: (input: ChangeRoleInput) => changeRole(context, input),
    remove: (input: MemberRef) => removeMember(context, input),
    leave: (workspaceId: string) => leaveWorkspace(context, workspaceId),
    transferOwnership: (input: TransferOwnershipInput) => transferOwnership(context, input),
  };
}
