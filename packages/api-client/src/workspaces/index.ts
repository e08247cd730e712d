import type { CreateWorkspaceInput, Workspace } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { createWorkspace } from './create-workspace.js';
import { deleteWorkspace } from './delete-workspace.js';
import { getBySlug } from './get-by-slug.js';
import { isSlugAvailable } from './is-slug-available.js';
import { lastOpened, rememberOpened } from './last-opened.js';
import { listMine } from './list-mine.js';
import { suggestSlug } from './suggest-slug.js';
import { updateWorkspace, type WorkspaceUpdate } from './update-workspace.js';

export type { WorkspaceUpdate } from './update-workspace.js';
export type { WorkspaceWithRole } from './with-role.js';

import type { WorkspaceWithRole } from './with-role.js';

/** The `workspaces` namespace of the client. */
export interface WorkspacesApi {
  /** The signed-in user's workspaces with their role in each, ordered by name. */
  listMine(): Promise<WorkspaceWithRole[]>;
  /** The workspace at `/w/:slug` with the caller's role; `data/not-found` for non-members. */
  getBySlug(slug: string): Promise<WorkspaceWithRole>;
  /** Creates a workspace owned by the caller; a taken slug is `data/duplicate` on `slug`. */
  create(input: CreateWorkspaceInput): Promise<Workspace>;
  /** Whether `slug` is still free (advisory: `create` decides). */
  isSlugAvailable(slug: string): Promise<boolean>;
  /** A valid slug made from a workspace name (pure, no request). */
  suggestSlug(name: string): string;
  /** Renames a workspace or changes its slug (admins and the owner). */
  update(input: WorkspaceUpdate): Promise<Workspace>;
  /** Deletes a workspace (the owner only). */
  delete(workspaceId: string): Promise<void>;
  /** The slug of the workspace the signed-in user opened last in this browser, or `null`. */
  lastOpened(): Promise<string | null>;
  /** Remembers the workspace the signed-in user just opened. */
  rememberOpened(slug: string): Promise<void>;
}

/** Builds the `workspaces` namespace over the shared client context. */
export function createWorkspacesApi(context: ClientContext): WorkspacesApi {
  return {
    listMine: () => listMine(context),
    getBySlug: (slug: string) => getBySlug(context, slug),
    create: (input: CreateWorkspaceInput) => createWorkspace(context, input),
    isSlugAvailable: (slug: string) => isSlugAvailable(context, slug),
    suggestSlug,
    update: (input: WorkspaceUpdate) => updateWorkspace(context, input),
    delete: (workspaceId: string) => deleteWorkspace(context, workspaceId),
    lastOpened: () => lastOpened(context),
    rememberOpened: (slug: string) => rememberOpened(context, slug),
  };
}
