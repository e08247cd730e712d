import { boardStateSchema, savedViewSchema, taskSchema } from '@tandem/schemas';
import { TandemError } from '../errors/tandem-error.js';
import { parseChange, type RowChange } from './changes.js';
import { topicListener } from './listener.js';
import { viewersOf } from './presence.js';
import type { ChannelRegistry } from './registry.js';
import type { BoardHandlers, Subscription } from './types.js';

/** The private topic of a board: its tasks', states' and shared views' changes and the presence of its viewers. */
export function boardTopic(boardId: string): string {
  return `board:${boardId}`;
}

/** The handler call of a change of one of the board's workflow states. */
function stateChange(change: RowChange, handlers: BoardHandlers) {
  const parsed = parseChange(boardStateSchema, change);
  switch (parsed.operation) {
    case 'INSERT':
      return () => handlers.onStateInserted?.(parsed.record);
    case 'UPDATE':
      return () => handlers.onStateUpdated?.(parsed.record, parsed.old);
    case 'DELETE':
      return () => handlers.onStateDeleted?.(parsed.old);
  }
}

/** The handler call of a change of one of the board's shared views. */
function viewChange(change: RowChange, handlers: BoardHandlers) {
  const parsed = parseChange(savedViewSchema, change);
  switch (parsed.operation) {
    case 'INSERT':
      return () => handlers.onViewInserted?.(parsed.record);
    case 'UPDATE':
      return () => handlers.onViewUpdated?.(parsed.record, parsed.old);
    case 'DELETE':
      return () => handlers.onViewDeleted?.(parsed.old);
  }
}

/** Subscribes `handlers` to a board's channel through the registry. */
export function subscribeBoard(
  registry: ChannelRegistry,
  boardId: string,
  handlers: BoardHandlers,
): Subscription {
  const listener = topicListener(
    handlers,
    { column: 'board_id', id: boardId },
    (change) => {
      if (change.table === 'board_states') return stateChange(change, handlers);
      if (change.table === 'saved_views') return viewChange(change, handlers);
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
            record.state_id !== old.state_id ||
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
