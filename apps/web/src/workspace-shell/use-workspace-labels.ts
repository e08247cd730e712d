import type { WorkspaceLabel } from '@tandem/schemas';
import { useQuery } from '@tanstack/react-query';
import { useTandemQueries } from '../lib/use-tandem-queries';

const NONE: WorkspaceLabel[] = [];

/**
 * A workspace's labels (names and colours), by name. Kept live by the workspace's channel
 * (`useWorkspaceLive`); empty until they arrive.
 */
export function useWorkspaceLabels(workspaceId: string): WorkspaceLabel[] {
  return useQuery(useTandemQueries().labels.list(workspaceId)).data ?? NONE;
}
