import {
  attachmentSchema,
  checklistItemSchema,
  commentSchema,
  taskWatcherSchema,
} from '@tandem/schemas';
import { parseChange, type RowChange } from './changes.js';
import { topicListener } from './listener.js';
import type { ChannelRegistry } from './registry.js';
import type { ChannelSubscription, TaskHandlers } from './types.js';

/** The private topic of a task: its comments, attachments, watchers and checklist. */
export function taskTopic(taskId: string): string {
  return `task:${taskId}`;
}

function checklistChange(handlers: TaskHandlers, change: RowChange) {
  const parsed = parseChange(checklistItemSchema, change);
  switch (parsed.operation) {
    case 'INSERT':
      return () => handlers.onChecklistItemInserted?.(parsed.record);
    case 'UPDATE':
      return () => handlers.onChecklistItemUpdated?.(parsed.record, parsed.old);
    case 'DELETE':
      return () => handlers.onChecklistItemDeleted?.(parsed.old);
  }
}

/** Subscribes `handlers` to a task's channel through the registry. */
export function subscribeTask(
  registry: ChannelRegistry,
  taskId: string,
  handlers: TaskHandlers,
): ChannelSubscription {
  const listener = topicListener(handlers, { column: 'task_id', id: taskId }, (change) => {
    if (change.table === 'comments') {
      const parsed = parseChange(commentSchema, change);
      switch (parsed.operation) {
        case 'INSERT':
          return () => handlers.onCommentInserted?.(parsed.record);
        case 'DELETE':
          return () => handlers.onCommentDeleted?.(parsed.old);
        case 'UPDATE': {
          const { record, old } = parsed;
          // Comments are deleted softly: the row stays with `deleted_at` set.
          return record.deleted_at !== null && old.deleted_at === null
            ? () => handlers.onCommentDeleted?.(record)
            : () => handlers.onCommentUpdated?.(record, old);
        }
      }
    }
    if (change.table === 'attachments') {
      const parsed = parseChange(attachmentSchema, change);
      // Attachments are never edited: a new file is a new row.
      if (parsed.operation === 'INSERT')
        return () => handlers.onAttachmentInserted?.(parsed.record);
      if (parsed.operation === 'DELETE') return () => handlers.onAttachmentDeleted?.(parsed.old);
    }
    if (change.table === 'task_watchers') {
      // A watch has nothing to edit: it is added or removed.
      const parsed = parseChange(taskWatcherSchema, change);
      if (parsed.operation === 'INSERT') return () => handlers.onWatcherAdded?.(parsed.record);
      if (parsed.operation === 'DELETE') return () => handlers.onWatcherRemoved?.(parsed.old);
    }
    if (change.table === 'task_checklist_items') return checklistChange(handlers, change);
    return undefined;
  });
  const lease = registry.acquire(taskTopic(taskId), { presence: false }, listener);
  return { unsubscribe: lease.release };
}
