import type { NamespaceName } from '@tandem/api-client';

/** A board (`/w/:slug/b/:id`): its loader reads the workspace, the board, its columns and tasks. */
const BOARD_PATH = /^\/w\/[^/]+\/b\/[^/]+\/?$/;
/** Any other workspace page: its loader reads the workspace. */
const WORKSPACE_PATH = /^\/w\/[^/]+/;

/**
 * The client's namespaces the page at `pathname` reads before it paints, whose code is worth
 * fetching at start-up. Other pages' parts load on their first call.
 */
export function namespacesRead(pathname: string): NamespaceName[] {
  if (BOARD_PATH.test(pathname)) return ['workspaces', 'boards', 'states', 'tasks'];
  if (WORKSPACE_PATH.test(pathname)) return ['workspaces'];
  return [];
}
