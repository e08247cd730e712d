import {
  type MemberRole,
  memberRoleSchema,
  type Workspace,
  workspaceSchema,
} from '@tandem/schemas';
import * as z from 'zod/mini';
import { columnsOf } from '../internal/columns.js';
import { parseRow } from '../internal/validate.js';

/** A workspace with the signed-in user's role in it. */
export interface WorkspaceWithRole extends Workspace {
  /** The signed-in user's role in the workspace. */
  role: MemberRole;
}

/**
 * Workspaces with the caller's own membership embedded. `!inner` drops workspaces without a
 * matching membership row once the embed is filtered by user ({@link MEMBERSHIP_USER}). The
 * embed keeps its table name: filters on an aliased embed are not understood by every
 * PostgREST version.
 */
export const WORKSPACE_WITH_ROLE_SELECT = `${columnsOf(workspaceSchema)},workspace_members!inner(role)`;

/** The filter column that narrows the embedded memberships to one user. */
export const MEMBERSHIP_USER = 'workspace_members.user_id';

const joinedSchema = z.extend(workspaceSchema, {
  workspace_members: z.array(z.object({ role: memberRoleSchema })).check(z.length(1)),
});

/** Parses a row selected with {@link WORKSPACE_WITH_ROLE_SELECT}. */
export function parseWorkspaceWithRole(row: unknown): WorkspaceWithRole {
  const { workspace_members, ...workspace } = parseRow(joinedSchema, row);
  return { ...workspace, role: (workspace_members[0] as { role: MemberRole }).role };
}
