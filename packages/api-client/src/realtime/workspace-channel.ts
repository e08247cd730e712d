import { boardSchema, workspaceLabelSchema, workspaceMemberSchema } from '@tandem/schemas';
import { parseChange, type RowChange } from './changes.js';
import { topicListener } from './listener.js';
import type { ChannelRegistry } from './registry.js';
import type { ChannelSubscription, WorkspaceHandlers } from './types.js';

/** The private topic of a workspace: its members, boards and labels. */
export function workspaceTopic(workspaceId: string): string {
  return `workspace:${workspaceId}`;
}

function labelChange(handlers: WorkspaceHandlers, change: RowChange) {
  const parsed = parseChange(workspaceLabelSchema, change);
  switch (parsed.operation) {
    case 'INSERT':
      return () => handlers.onLabelInserted?.(parsed.record);
    case 'UPDATE':
      return () => handlers.onLabelUpdated?.(parsed.record, parsed.old);
    case 'DELETE':
      return () => handlers.onLabelDeleted?.(parsed.old);
  }
}

/** Subscribes `handlers` to a workspace's channel through the registry. */
export function subscribeWorkspace(
  registry: ChannelRegistry,
  workspaceId: string,
  handlers: WorkspaceHandlers,
): ChannelSubscription {
  const listener = topicListener(
    handlers,
    { column: 'workspace_id', id: workspaceId },
    (change) => {
      if (change.table === 'workspace_members') {
        const parsed = parseChange(workspaceMemberSchema, change);
        switch (parsed.operation) {
          case 'INSERT':
            return () => handlers.onMemberJoined?.(parsed.record);
          case 'UPDATE':
            return () => handlers.onMemberUpdated?.(parsed.record, parsed.old);
          case 'DELETE':
            return () => handlers.onMemberLeft?.(parsed.old);
        }
      }
      if (change.table === 'boards') {
        const parsed = parseChange(boardSchema, change);
        // Boards are archived, never deleted by clients.
        if (parsed.operation === 'INSERT') return () => handlers.onBoardInserted?.(parsed.record);
        if (parsed.operation === 'UPDATE') {
          return () => handlers.onBoardUpdated?.(parsed.record, parsed.old);
        }
      }
      if (change.table === 'workspace_labels') return labelChange(handlers, change);
      return undefined;
    },
  );
  const lease = registry.acquire(workspaceTopic(workspaceId), { presence: false }, listener);
  return { unsubscribe: lease.release };
}
