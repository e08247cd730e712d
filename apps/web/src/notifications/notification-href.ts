import type { InboxNotification } from '@tandem/ui/notifications';

/**
 * Where a notification leads: its task's page (`/w/:slug/t/:number`) when it names a task,
 * else its workspace. `null` when the workspace is not (or no longer) one of the user's.
 */
export function notificationHref(
  notification: InboxNotification,
  slugOf: (workspaceId: string) => string | undefined,
): string | null {
  const slug = slugOf(notification.workspace_id);
  if (!slug) return null;
  const number = notification.details.number;
  if (notification.task_id && typeof number === 'number') return `/w/${slug}/t/${number}`;
  return `/w/${slug}`;
}
