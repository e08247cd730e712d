import { createFileRoute } from '@tanstack/react-router';
import { loadWorkspace } from '../../../workspace-shell/load-workspace';
import { WorkspaceLayout } from '../../../workspace-shell/workspace-layout';

/**
 * Every `/w/$slug/…` page: the workspace is loaded (or not found) before any of them renders,
 * and membership changes reach them live.
 */
export const Route = createFileRoute('/_app/w/$slug')({
  loader: ({ context, params }) => loadWorkspace(context, params.slug),
  component: WorkspaceLayout,
});
