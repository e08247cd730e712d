import { type Notification, notificationSchema } from '@tandem/schemas';
import { parseChange } from './changes.js';
import { topicListener } from './listener.js';
import type { ChannelRegistry } from './registry.js';
import type { ChannelHandlers, ChannelSubscription } from './types.js';

/** The private topic of one person: changes of their inbox, which only they may receive. */
export function userTopic(userId: string): string {
  return `user:${userId}`;
}

/** What the user topic reports: each change of a notification the inbox shows. */
export interface UserTopicHandlers extends ChannelHandlers {
  /** A notification came into the inbox. */
  onNotificationInserted?: (notification: Notification) => void;
  /** A notification of the inbox changed (folded, read); `old` is the row as it was. */
  onNotificationUpdated?: (notification: Notification, old: Notification) => void;
  /** A notification left the inbox; `old` is the row as it was. */
  onNotificationDeleted?: (old: Notification) => void;
}

/** Subscribes `handlers` to the user topic of `userId` through the registry. */
export function subscribeUser(
  registry: ChannelRegistry,
  userId: string,
  handlers: UserTopicHandlers,
): ChannelSubscription {
  const listener = topicListener(handlers, { column: 'recipient_id', id: userId }, (change) => {
    if (change.table !== 'notifications') return undefined;
    const parsed = parseChange(notificationSchema, change);
    switch (parsed.operation) {
      case 'INSERT':
        return () => handlers.onNotificationInserted?.(parsed.record);
      case 'UPDATE':
        return () => handlers.onNotificationUpdated?.(parsed.record, parsed.old);
      case 'DELETE':
        return () => handlers.onNotificationDeleted?.(parsed.old);
    }
  });
  const lease = registry.acquire(userTopic(userId), { presence: false }, listener);
  return { unsubscribe: lease.release };
}
