import { taskSchema } from '@tandem/schemas';
import { TandemError } from '../errors/tandem-error.js';
import { parseChange } from './changes.js';
import { topicListener } from './listener.js';
import { viewersOf } from './presence.js';
import type { ChannelRegistry } from './registry.js';
import type { BoardHandlers, Subscription } from './types.js';

/** The private topic of a board: its tasks' changes and the presence of its viewers. */
export function boardTopic(boardId: string): string {
  return `board:${boardId}`;
}

/** Subscribes `handlers` to a board's channel through the registry. */
export function subscribeBoard(
  registry: ChannelRegistry,
  boardId: string,
  handlers: BoardHandlers,
): Subscription {
  const listener = topicListener(
    handlers,
    (change) => {
      if (change.table !== 'tasks') return undefined;
      const parsed = parseChange(taskSchema, change);
      switch (parsed.operation) {
        case 'INSERT':
          return () => handlers.onTaskInserted?.(parsed.record);
        case 'DELETE':
          return () => handlers.onTaskDeleted?.(parsed.old);
        case 'UPDATE': {
          const { record, old } = parsed;
          const moved =
            record.status !== old.status ||
            record.position !== old.position ||
            record.board_id !== old.board_id;
          return moved
            ? () => handlers.onTaskMoved?.(record, old)
            : () => handlers.onTaskUpdated?.(record, old);
        }
      }
    },
    {
      presence(state) {
        const { viewers, invalid } = viewersOf(state);
        if (invalid > 0) {
          handlers.onError?.(
            new TandemError('unknown', {
              message: `${invalid} presence entries of the board did not match their schema.`,
            }),
          );
        }
        handlers.onPresence?.(viewers);
      },
    },
  );
  const lease = registry.acquire(boardTopic(boardId), { presence: true }, listener);
  return {
    unsubscribe: lease.release,
    track: (state) => lease.trackEditing(state.editingTaskId),
  };
}
