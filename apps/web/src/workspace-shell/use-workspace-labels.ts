import type { WorkspaceLabel } from '@tandem/schemas';
import { useQuery } from '@tanstack/react-query';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { useWorkspace } from './use-workspace';

const NONE: WorkspaceLabel[] = [];

/**
 * The current workspace's labels (names and colours), by name. Kept live by the workspace's
 * channel ({@link useWorkspaceLive}); empty until they arrive.
 */
export function useWorkspaceLabels(): WorkspaceLabel[] {
  const { id } = useWorkspace();
  return useQuery(useTandemQueries().labels.list(id)).data ?? NONE;
}
