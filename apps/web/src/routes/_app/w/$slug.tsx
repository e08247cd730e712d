import { createFileRoute, Outlet } from '@tanstack/react-router';
import { loadWorkspace } from '../../../workspace/load-workspace';

/** Every `/w/$slug/…` page: the workspace is loaded (or not found) before any of them renders. */
export const Route = createFileRoute('/_app/w/$slug')({
  loader: ({ context, params }) => loadWorkspace(context, params.slug),
  component: Outlet,
});
