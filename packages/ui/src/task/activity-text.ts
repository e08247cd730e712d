import { STATUS_LABELS } from '../board/labels';
import type { ActivityKind, TaskStatus } from '../domain/schemas';

/** What an activity entry says, after its actor's name: "moved #42 to Done". */
export function describeActivity(
  kind: ActivityKind,
  payload: Record<string, unknown>,
  taskNumber?: number | null,
): string {
  const task = taskNumber ? `#${taskNumber}` : 'a task';
  const text = (key: string) =>
    typeof payload[key] === 'string' ? (payload[key] as string) : undefined;
  const status = (key: string) => {
    const value = text(key);
    return value && value in STATUS_LABELS ? STATUS_LABELS[value as TaskStatus] : undefined;
  };
  switch (kind) {
    case 'task.created':
      return `created ${task}${text('title') ? ` “${text('title')}”` : ''}`;
    case 'task.updated':
      return `updated ${task}`;
    case 'task.moved': {
      const from = status('from_status');
      const to = status('to_status');
      if (from && to && from !== to) return `moved ${task} from ${from} to ${to}`;
      return to ? `moved ${task} to ${to}` : `reordered ${task}`;
    }
    case 'task.deleted':
      return `deleted ${task}`;
    case 'comment.created':
      return `commented on ${task}`;
    case 'attachment.added':
      return `attached ${text('file_name') ?? 'a file'} to ${task}`;
    case 'attachment.removed':
      return `removed ${text('file_name') ?? 'a file'} from ${task}`;
    case 'checklist.item_added':
      return `added ${text('title') ? `“${text('title')}”` : 'an item'} to the checklist of ${task}`;
    case 'checklist.item_checked':
      return `checked off ${text('title') ? `“${text('title')}”` : 'an item'} on ${task}`;
    case 'member.joined':
      return 'joined the workspace';
    case 'member.left':
      return 'left the workspace';
    case 'member.role_changed':
      return `changed ${text('member_name') ?? 'a member'}’s role to ${text('role') ?? 'a new role'}`;
    case 'board.created':
      return `created the board ${text('name') ?? ''}`.trim();
    case 'board.archived':
      return `archived the board ${text('name') ?? ''}`.trim();
  }
}
