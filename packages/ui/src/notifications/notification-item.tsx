import { AtSign, CalendarClock, Check, MessageSquare, Shield, UserPlus } from 'lucide-react';
import * as React from 'react';
import { IconButton } from '../actions/icon-button';
import { Avatar } from '../display/avatar';
import { cn } from '../foundations/cn';
import { formatRelativeTime } from '../task/format';
import { describeNotification } from './describe-notification';
import type { InboxNotification, NotificationKind, NotificationNames } from './notification-types';

const icons: Partial<Record<NotificationKind, React.ComponentType>> = {
  mentioned: AtSign,
  commented: MessageSquare,
  due_soon: CalendarClock,
  overdue: CalendarClock,
  invited: UserPlus,
  role_changed: Shield,
};

/** Props of {@link NotificationItem}. */
export interface NotificationItemProps {
  notification: InboxNotification;
  names: NotificationNames;
  /** Where the notification leads: its task or workspace. */
  href: string;
  /** Called when the link is followed (mark it read; `event.preventDefault()` to route). */
  onOpen?: (notification: InboxNotification, event: React.MouseEvent<HTMLAnchorElement>) => void;
  /** Offer "Mark read" on an unread notification. */
  onMarkRead?: (notification: InboxNotification) => void;
  /** "Now", for the time and due dates. */
  now: Date;
}

/**
 * One notification: a link saying what happened and when, the actor's avatar (a kind icon for
 * Tandem's own), and "Mark read" while unread. Unread ones are set in bold with a dot and
 * read as "Unread:" to screen readers, so colour never tells it alone.
 */
export function NotificationItem({
  notification: n,
  names,
  href,
  onOpen,
  onMarkRead,
  now,
}: NotificationItemProps) {
  const unread = n.read_at === null;
  const actor = n.actor_id ? names.person(n.actor_id) : undefined;
  const Icon = icons[n.kind];
  const textId = React.useId();
  return (
    <li className="relative flex items-start gap-3 rounded-md px-2 py-2 focus-within:bg-hover hover:bg-hover">
      <span
        aria-hidden="true"
        className={cn('mt-3 size-2 shrink-0 rounded-full', unread ? 'bg-accent' : 'bg-transparent')}
      />
      <span aria-hidden="true" className="relative mt-0.5 shrink-0">
        {actor ? (
          <Avatar name={actor.name} src={actor.avatarUrl} size="md" decorative />
        ) : (
          <span className="grid size-8 place-items-center rounded-full bg-subtle text-muted ring-1 ring-border [&_svg]:size-4">
            {Icon ? <Icon /> : <CalendarClock />}
          </span>
        )}
        {actor && Icon ? (
          <span className="absolute -end-1 -bottom-1 grid size-4 place-items-center rounded-full bg-surface text-muted ring-1 ring-border [&_svg]:size-2.5">
            <Icon />
          </span>
        ) : null}
      </span>
      <a
        href={href}
        data-notification-link=""
        onClick={(event) => onOpen?.(n, event)}
        className="min-w-0 flex-1 rounded-sm text-sm outline-none after:absolute after:inset-0 after:rounded-md focus-visible:after:ring-2 focus-visible:after:ring-ring"
      >
        <span
          id={textId}
          className={cn('block break-words', unread ? 'font-semibold text-fg' : 'text-muted')}
        >
          {unread ? <span className="sr-only">Unread: </span> : null}
          {describeNotification(n, names, now)}
        </span>
        <time dateTime={n.updated_at} className="mt-0.5 block text-faint text-xs">
          {formatRelativeTime(n.updated_at, now)}
        </time>
      </a>
      {unread && onMarkRead ? (
        <IconButton
          label="Mark read"
          size="sm"
          icon={<Check />}
          aria-describedby={textId}
          className="relative z-10 shrink-0"
          onClick={() => onMarkRead(n)}
        />
      ) : null}
    </li>
  );
}
