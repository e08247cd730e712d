import { taskLabel, workspaceLabel } from './describe-notification';
import type { InboxNotification, NotificationNames } from './notification-types';

/** The notifications of one task, or the workspace-level ones of one workspace. */
export interface NotificationGroup {
  /** `task:<id>` or `workspace:<id>`: stable across updates, for React keys and ids. */
  key: string;
  /** What the group is about: "#12 Ship the changelog", or the workspace's name. */
  title: string;
  /** Whether the group is one task's or a workspace's. */
  scope: 'task' | 'workspace';
  /** Its notifications, newest first. */
  items: InboxNotification[];
}

const newestFirst = (a: InboxNotification, b: InboxNotification) =>
  b.updated_at.localeCompare(a.updated_at) || b.id.localeCompare(a.id);

/**
 * Groups notifications by task (workspace-level ones by workspace), newest first within a
 * group and between groups (a group is as new as its newest notification). The task's title
 * is taken from its newest notification, so a renamed task shows its latest name.
 */
export function groupNotifications(
  notifications: readonly InboxNotification[],
  names: NotificationNames,
): NotificationGroup[] {
  const groups = new Map<string, NotificationGroup>();
  for (const n of [...notifications].sort(newestFirst)) {
    const key = n.task_id ? `task:${n.task_id}` : `workspace:${n.workspace_id}`;
    let group = groups.get(key);
    if (!group) {
      group = n.task_id
        ? { key, title: taskLabel(n.details), scope: 'task', items: [] }
        : { key, title: workspaceLabel(n, names), scope: 'workspace', items: [] };
      groups.set(key, group);
    }
    group.items.push(n);
  }
  return [...groups.values()];
}
