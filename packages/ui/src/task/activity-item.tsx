import {
  Archive,
  ArrowRightLeft,
  LayoutGrid,
  ListChecks,
  ListPlus,
  MessageSquare,
  Paperclip,
  PencilLine,
  Plus,
  Shield,
  Trash2,
  UserMinus,
  UserPlus,
} from 'lucide-react';
import type * as React from 'react';
import type { BoardPerson } from '../board/board-task';
import { Avatar } from '../display/avatar';
import type { ActivityKind } from '../domain/schemas';
import { cn } from '../foundations/cn';
import { describeActivity } from './activity-text';
import { formatRelativeTime } from './format';

const icons: Record<ActivityKind, React.ComponentType<{ className?: string }>> = {
  'task.created': Plus,
  'task.updated': PencilLine,
  'task.moved': ArrowRightLeft,
  'task.deleted': Trash2,
  'comment.created': MessageSquare,
  'attachment.added': Paperclip,
  'attachment.removed': Paperclip,
  'checklist.item_added': ListPlus,
  'checklist.item_checked': ListChecks,
  'member.joined': UserPlus,
  'member.left': UserMinus,
  'member.role_changed': Shield,
  'board.created': LayoutGrid,
  'board.archived': Archive,
};

/** Props of {@link ActivityItem}. */
export interface ActivityItemProps extends Omit<React.ComponentProps<'li'>, 'children'> {
  /** Who did it. */
  actor: BoardPerson;
  /** What happened. */
  kind: ActivityKind;
  /** The entry's payload (statuses, names) as the triggers write it. */
  payload?: Record<string, unknown>;
  /** The number of the task concerned, if any. */
  taskNumber?: number | null;
  /** When (ISO). */
  createdAt: string;
  /** Where the task concerned opens: its number in the sentence becomes a link there. */
  taskHref?: string;
  /** Called when that link is followed (to route in the app: `event.preventDefault()`). */
  onOpenTask?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  /** "Now", for the relative time. @default new Date() */
  now?: Date;
}

/** The sentence, with the task's `#number` (its first mention) as a link when `href` is given. */
function linkedSentence(
  sentence: string,
  taskNumber: number | null | undefined,
  href: string | undefined,
  onOpen: ActivityItemProps['onOpenTask'],
): React.ReactNode {
  const label = taskNumber ? `#${taskNumber}` : undefined;
  const at = label ? sentence.indexOf(label) : -1;
  if (!href || !label || at === -1) return sentence;
  return (
    <>
      {sentence.slice(0, at)}
      <a
        href={href}
        onClick={onOpen}
        className="rounded-sm font-medium text-fg underline decoration-border underline-offset-2 hover:decoration-fg outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {label}
      </a>
      {sentence.slice(at + label.length)}
    </>
  );
}

/** One line of an activity feed: "Ada moved #42 from Todo to In Progress · 5 minutes ago". */
export function ActivityItem({
  actor,
  kind,
  payload = {},
  taskNumber,
  createdAt,
  taskHref,
  onOpenTask,
  now,
  className,
  ...props
}: ActivityItemProps) {
  const Icon = icons[kind];
  return (
    <li className={cn('flex items-start gap-3 py-1.5 text-sm', className)} {...props}>
      <span className="relative mt-0.5 shrink-0">
        <Avatar name={actor.name} src={actor.avatarUrl} size="sm" decorative />
        <span
          aria-hidden="true"
          className="absolute -end-1 -bottom-1 grid size-3.5 place-items-center rounded-full bg-surface text-muted ring-1 ring-border [&_svg]:size-2.5"
        >
          <Icon />
        </span>
      </span>
      <p className="min-w-0 flex-1 break-words text-muted">
        <span className="font-medium text-fg">{actor.name}</span>{' '}
        {linkedSentence(
          describeActivity(kind, payload, taskNumber),
          taskNumber,
          taskHref,
          onOpenTask,
        )}
        <span aria-hidden="true"> · </span>
        <time dateTime={createdAt} className="whitespace-nowrap text-faint">
          {formatRelativeTime(createdAt, now ?? new Date())}
        </time>
      </p>
    </li>
  );
}
