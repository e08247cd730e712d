import { STATUS_LABELS } from '../board/labels';
import type { ActivityKind, TaskStatus } from '../domain/schemas';
import { describeTaskUpdate } from './activity-changes';

/**
 * What an activity entry says, after its actor's name: "moved #42 from Todo to Done",
 * "changed the priority of #42 from High to Urgent", "assigned #42 to Mia".
 */
export function describeActivity(
  kind: ActivityKind,
  payload: Record<string, unknown>,
  taskNumber?: number | null,
): string {
  const task = taskNumber ? `#${taskNumber}` : 'a task';
  const text = (key: string) =>
    typeof payload[key] === 'string' ? (payload[key] as string) : undefined;
  // A move names the board's columns (`from_state_name`/`to_state_name`, as they were named
  // then); entries written before columns were recorded name the statuses (`from`/`to` with
  // their names, or `from_status`/`to_status`).
  const status = (key: 'from' | 'to') => {
    const column = text(`${key}_state_name`);
    if (column) return column;
    const value = text(`${key}_status`) ?? text(key);
    const known = value && value in STATUS_LABELS ? STATUS_LABELS[value as TaskStatus] : undefined;
    return known ?? (value ? text(`${key}_name`) : undefined);
  };
  switch (kind) {
    case 'task.created':
      // A task brought back from the trash is written as it was, as an insert.
      if (payload.restored === true) return `restored ${task}`;
      return `created ${task}${text('title') ? ` “${text('title')}”` : ''}`;
    case 'task.updated':
      return describeTaskUpdate(payload, task);
    case 'task.moved': {
      const from = status('from');
      const to = status('to');
      const board = text('board_name');
      if (board && text('from_board_name')) {
        return `moved ${task} from the board ${text('from_board_name')} to ${board}`;
      }
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
